import PolicyIcon from '@mui/icons-material/Policy';
import { lazy } from 'react';

/** Read-only: the regulator's record of refused and flagged attempts. */
export default {
  list: lazy(() => import('./ComplianceOutcomeList')),
  show: lazy(() => import('./ComplianceOutcomeShow')),
  icon: PolicyIcon,
};
