import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { lazy } from 'react';

/** Owners' payouts (issue 9): approved, confirmed paid (a second staff member above the threshold) or rejected. */
export default {
  list: lazy(() => import('./PayoutList')),
  show: lazy(() => import('./PayoutShow')),
  icon: RequestQuoteIcon,
};
