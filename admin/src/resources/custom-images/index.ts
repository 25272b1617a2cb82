import ImageIcon from '@mui/icons-material/Image';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./CustomImageList')),
  edit: lazy(() => import('./CustomImageEdit')),
  create: lazy(() => import('./CustomImageCreate')),
  icon: ImageIcon,
};
