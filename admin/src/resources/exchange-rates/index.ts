import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import { lazyView } from '../../components/lazyView';

/** Rates are entered and deleted, never edited: a decision may have relied on one. */
export default {
  list: lazyView(() => import('./ExchangeRateList')),
  create: lazyView(() => import('./ExchangeRateCreate')),
  icon: CurrencyExchangeIcon,
};
