import GavelIcon from '@mui/icons-material/Gavel';
import { lazyView } from '../../components/lazyView';

/** One record (id 1): the menu opens /compliance-settings/1. */
export default {
  edit: lazyView(() => import('./ComplianceSettingsEdit')),
  icon: GavelIcon,
};
