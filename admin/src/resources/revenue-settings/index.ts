import PaidIcon from '@mui/icons-material/Paid';
import { lazyView } from '../../components/lazyView';

/** One record (id 1): the menu opens /revenue-settings/1. */
export default {
  edit: lazyView(() => import('./RevenueSettingsEdit')),
  icon: PaidIcon,
};
