import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./CurrencyList')),
  edit: lazy(() => import('./CurrencyEdit')),
  create: lazy(() => import('./CurrencyCreate')),
  icon: CurrencyExchangeIcon,
};
