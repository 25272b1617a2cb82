import BalanceIcon from '@mui/icons-material/Balance';
import { lazyView } from '../../components/lazyView';

/** The trial balance and the journal export: a page of its own, not a resource. */
export const trialBalancePage = {
  path: '/trial-balance',
  page: lazyView(() => import('./TrialBalancePage')),
  icon: BalanceIcon,
  label: 'console.ledger.trialBalance',
};
