import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { lazyView } from '../../components/lazyView';

/** Owners' payouts (issue 9): approved, confirmed paid (a second staff member above the threshold) or rejected. */
export default {
  list: lazyView(() => import('./PayoutList')),
  show: lazyView(() => import('./PayoutShow')),
  icon: RequestQuoteIcon,
};
