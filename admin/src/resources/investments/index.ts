import PaymentsIcon from '@mui/icons-material/Payments';
import { lazyView } from '../../components/lazyView';

/** Every investment, read-only; offline payments are confirmed or rejected from their page. */
export default {
  list: lazyView(() => import('./InvestmentList')),
  show: lazyView(() => import('./InvestmentShow')),
  icon: PaymentsIcon,
};
