import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import { lazyView } from '../../components/lazyView';

export default {
  list: lazyView(() => import('./CurrencyList')),
  edit: lazyView(() => import('./CurrencyEdit')),
  create: lazyView(() => import('./CurrencyCreate')),
  icon: CurrencyExchangeIcon,
};
