import ShareIcon from '@mui/icons-material/Share';
import { lazy } from 'react';

/** Update only: one row per provider, made by the seed. */
export default {
  list: lazy(() => import('./SocialSignupSettingsList')),
  edit: lazy(() => import('./SocialSignupSettingsEdit')),
  icon: ShareIcon,
};
