import MenuIcon from '@mui/icons-material/Menu';
import { lazyView } from '../../components/lazyView';

export default {
  list: lazyView(() => import('./MenuList')),
  edit: lazyView(() => import('./MenuEdit')),
  create: lazyView(() => import('./MenuCreate')),
  icon: MenuIcon,
};
