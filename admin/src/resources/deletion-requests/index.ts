import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { lazyView } from '../../components/lazyView';

/** Requests to delete an account: staff complete them (personal data erased) or reject them. */
export default {
  list: lazyView(() => import('./DeletionRequestList')),
  show: lazyView(() => import('./DeletionRequestShow')),
  icon: PersonRemoveIcon,
};
