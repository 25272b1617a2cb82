import HistoryIcon from '@mui/icons-material/History';
import { lazy } from 'react';

/** Read-only: nobody edits history. */
export default {
  list: lazy(() => import('./AuditLogList')),
  show: lazy(() => import('./AuditLogShow')),
  icon: HistoryIcon,
};
