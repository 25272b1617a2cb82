import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { lazyView } from '../../components/lazyView';

/** Read-only: ECSP investments the investor may still revoke without reason (issue 16). */
export default {
  list: lazyView(() => import('./ReflectionPeriodList')),
  icon: HourglassTopIcon,
};
