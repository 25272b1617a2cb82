import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { lazyView } from '../../components/lazyView';

/** Withdrawals investors asked for: staff pay them by bank transfer or reject them back to the wallet. */
export default {
  list: lazyView(() => import('./WithdrawalList')),
  show: lazyView(() => import('./WithdrawalShow')),
  icon: AccountBalanceIcon,
};
