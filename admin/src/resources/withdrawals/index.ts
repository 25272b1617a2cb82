import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { lazy } from 'react';

/** Withdrawals investors asked for: staff pay them by bank transfer or reject them back to the wallet. */
export default {
  list: lazy(() => import('./WithdrawalList')),
  show: lazy(() => import('./WithdrawalShow')),
  icon: AccountBalanceIcon,
};
