import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import { lazy } from 'react';

/** Rates are entered and deleted, never edited: a decision may have relied on one. */
export default {
  list: lazy(() => import('./ExchangeRateList')),
  create: lazy(() => import('./ExchangeRateCreate')),
  icon: CurrencyExchangeIcon,
};
