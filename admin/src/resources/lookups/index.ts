import ListAltIcon from '@mui/icons-material/ListAlt';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./LookupList')),
  edit: lazy(() => import('./LookupEdit')),
  create: lazy(() => import('./LookupCreate')),
  icon: ListAltIcon,
};
