import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RuleIcon from '@mui/icons-material/Rule';
import { lazyView } from '../../components/lazyView';

/** The daily reconciliation's runs per payment route and day, with their differences (issue 11 §7). */
export const reconciliationRuns = {
  list: lazyView(() => import('./RunList')),
  show: lazyView(() => import('./RunShow')),
  icon: RuleIcon,
};

/** Bank statements staff upload: lines matched to pending bank transfers, the rest waiting for a decision. */
export const bankStatementLines = {
  list: lazyView(() => import('./LineList')),
  show: lazyView(() => import('./LineShow')),
  icon: ReceiptLongIcon,
};
