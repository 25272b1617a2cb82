import PaymentsIcon from '@mui/icons-material/Payments';
import { lazyView } from '../../components/lazyView';

/** One record (id 1): the menu opens /investment-settings/1. */
export default {
  edit: lazyView(() => import('./InvestmentSettingsEdit')),
  icon: PaymentsIcon,
};
