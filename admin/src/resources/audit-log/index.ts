import HistoryIcon from '@mui/icons-material/History';
import { lazyView } from '../../components/lazyView';

/** Read-only: nobody edits history. */
export default {
  list: lazyView(() => import('./AuditLogList')),
  show: lazyView(() => import('./AuditLogShow')),
  icon: HistoryIcon,
};
