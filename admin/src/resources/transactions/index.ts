import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazyView } from '../../components/lazyView';

/** The ledger's transfers (read-only: money moves only through the ledger), each with its entries. */
export default {
  list: lazyView(() => import('./TransactionList')),
  show: lazyView(() => import('./TransactionShow')),
  icon: ReceiptLongIcon,
};
