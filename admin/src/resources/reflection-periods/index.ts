import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { lazy } from 'react';

/** Read-only: ECSP investments the investor may still revoke without reason (issue 16). */
export default {
  list: lazy(() => import('./ReflectionPeriodList')),
  icon: HourglassTopIcon,
};
