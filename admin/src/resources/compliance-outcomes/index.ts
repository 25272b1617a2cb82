import PolicyIcon from '@mui/icons-material/Policy';
import { lazyView } from '../../components/lazyView';

/** Read-only: the regulator's record of refused and flagged attempts. */
export default {
  list: lazyView(() => import('./ComplianceOutcomeList')),
  show: lazyView(() => import('./ComplianceOutcomeShow')),
  icon: PolicyIcon,
};
