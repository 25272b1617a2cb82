import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { lazyView } from '../../components/lazyView';

/** Repayments and distributions: staff list, export, add (or credit one received offline), approve and decline. */
export default {
  list: lazyView(() => import('./RepaymentList')),
  show: lazyView(() => import('./RepaymentShow')),
  create: lazyView(() => import('./RepaymentCreate')),
  icon: RequestQuoteIcon,
};
