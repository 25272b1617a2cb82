import CreditCardIcon from '@mui/icons-material/CreditCard';
import { lazyView } from '../../components/lazyView';

/** Update only: one row per payment route (migration 0006), keyed by provider. */
export default {
  list: lazyView(() => import('./PaymentGatewayList')),
  edit: lazyView(() => import('./PaymentGatewayEdit')),
  icon: CreditCardIcon,
};
