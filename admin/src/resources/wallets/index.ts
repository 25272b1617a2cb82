import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import { lazy } from 'react';

/** Investor wallets with their ledger balances; a row opens the owner's transfers in that currency. */
export default {
  list: lazy(() => import('./WalletList')),
  icon: AccountBalanceWalletIcon,
};
