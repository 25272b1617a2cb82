import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazy } from 'react';

/** The ledger's transfers (read-only: money moves only through the ledger), each with its entries. */
export default {
  list: lazy(() => import('./TransactionList')),
  show: lazy(() => import('./TransactionShow')),
  icon: ReceiptLongIcon,
};
