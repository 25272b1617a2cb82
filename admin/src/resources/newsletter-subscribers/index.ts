import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { lazy } from 'react';

/** Read and delete only: addresses come from the subscribers themselves. */
export default {
  list: lazy(() => import('./NewsletterSubscriberList')),
  show: lazy(() => import('./NewsletterSubscriberShow')),
  icon: MarkEmailReadIcon,
};
