import ScheduleIcon from '@mui/icons-material/Schedule';
import { lazy } from 'react';

/** The scheduled jobs, their recent runs and "run now": a page of its own, not a resource. */
export const jobsPage = {
  path: '/jobs',
  page: lazy(() => import('./JobsPage')),
  icon: ScheduleIcon,
  label: 'jobs.console.title',
};
