import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RuleIcon from '@mui/icons-material/Rule';
import { lazy } from 'react';

/** The daily reconciliation's runs per payment route and day, with their differences (issue 11 §7). */
export const reconciliationRuns = {
  list: lazy(() => import('./RunList')),
  show: lazy(() => import('./RunShow')),
  icon: RuleIcon,
};

/** Bank statements staff upload: lines matched to pending bank transfers, the rest waiting for a decision. */
export const bankStatementLines = {
  list: lazy(() => import('./LineList')),
  show: lazy(() => import('./LineShow')),
  icon: ReceiptLongIcon,
};
