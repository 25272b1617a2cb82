import CreditCardIcon from '@mui/icons-material/CreditCard';
import { lazy } from 'react';

/** Update only: one row per payment route (migration 0006), keyed by provider. */
export default {
  list: lazy(() => import('./PaymentGatewayList')),
  edit: lazy(() => import('./PaymentGatewayEdit')),
  icon: CreditCardIcon,
};
