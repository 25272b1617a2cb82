import PaymentsIcon from '@mui/icons-material/Payments';
import { lazy } from 'react';

/** Every investment, read-only; offline payments are confirmed or rejected from their page. */
export default {
  list: lazy(() => import('./InvestmentList')),
  show: lazy(() => import('./InvestmentShow')),
  icon: PaymentsIcon,
};
