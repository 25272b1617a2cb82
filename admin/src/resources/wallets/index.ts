import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { lazyView } from '../../components/lazyView';

/** Investor wallets with their ledger balances; a row opens the owner's transfers in that currency. */
export default {
  list: lazyView(() => import('./WalletList')),
  icon: AccountBalanceWalletIcon,
};
