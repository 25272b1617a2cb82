import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { lazy } from 'react';

/** Repayments and distributions: staff list, export, add (or credit one received offline), approve and decline. */
export default {
  list: lazy(() => import('./RepaymentList')),
  show: lazy(() => import('./RepaymentShow')),
  create: lazy(() => import('./RepaymentCreate')),
  icon: RequestQuoteIcon,
};
