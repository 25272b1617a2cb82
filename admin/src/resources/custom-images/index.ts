import ImageIcon from '@mui/icons-material/Image';
import { lazyView } from '../../components/lazyView';

export default {
  list: lazyView(() => import('./CustomImageList')),
  edit: lazyView(() => import('./CustomImageEdit')),
  create: lazyView(() => import('./CustomImageCreate')),
  icon: ImageIcon,
};
