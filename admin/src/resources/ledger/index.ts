import BalanceIcon from '@mui/icons-material/Balance';
import { lazy } from 'react';

/** The trial balance and the journal export: a page of its own, not a resource. */
export const trialBalancePage = {
  path: '/trial-balance',
  page: lazy(() => import('./TrialBalancePage')),
  icon: BalanceIcon,
  label: 'console.ledger.trialBalance',
};
