import SettingsIcon from '@mui/icons-material/Settings';
import { lazyView } from '../../components/lazyView';

/** One record (id 1): the menu opens /site-settings/1. */
export default {
  edit: lazyView(() => import('./SiteSettingsEdit')),
  icon: SettingsIcon,
};
