import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import { lazyView } from '../../components/lazyView';

export default {
  list: lazyView(() => import('./SliderList')),
  edit: lazyView(() => import('./SliderEdit')),
  create: lazyView(() => import('./SliderCreate')),
  icon: ViewCarouselIcon,
};
