import ScheduleIcon from '@mui/icons-material/Schedule';
import { lazyView } from '../../components/lazyView';

/** The scheduled jobs, their recent runs and "run now": a page of its own, not a resource. */
export const jobsPage = {
  path: '/jobs',
  page: lazyView(() => import('./JobsPage')),
  icon: ScheduleIcon,
  label: 'jobs.console.title',
};
