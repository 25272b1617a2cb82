import ListAltIcon from '@mui/icons-material/ListAlt';
import { lazyView } from '../../components/lazyView';

export default {
  list: lazyView(() => import('./LookupList')),
  edit: lazyView(() => import('./LookupEdit')),
  create: lazyView(() => import('./LookupCreate')),
  icon: ListAltIcon,
};
