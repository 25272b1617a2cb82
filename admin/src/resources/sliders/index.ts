import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./SliderList')),
  edit: lazy(() => import('./SliderEdit')),
  create: lazy(() => import('./SliderCreate')),
  icon: ViewCarouselIcon,
};
