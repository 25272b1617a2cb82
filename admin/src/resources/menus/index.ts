import MenuIcon from '@mui/icons-material/Menu';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./MenuList')),
  edit: lazy(() => import('./MenuEdit')),
  create: lazy(() => import('./MenuCreate')),
  icon: MenuIcon,
};
