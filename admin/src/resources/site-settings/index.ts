import SettingsIcon from '@mui/icons-material/Settings';
import { lazy } from 'react';

/** One record (id 1): the menu opens /site-settings/1. */
export default {
  edit: lazy(() => import('./SiteSettingsEdit')),
  icon: SettingsIcon,
};
