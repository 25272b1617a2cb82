import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { lazy } from 'react';

/** Withdrawals investors asked for, read-only for now (paying them out comes with the payout work). */
export default {
  list: lazy(() => import('./WithdrawalList')),
  icon: AccountBalanceIcon,
};
