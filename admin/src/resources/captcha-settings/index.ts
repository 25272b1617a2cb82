import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { lazy } from 'react';

/** One record (id 1): the menu opens /captcha-settings/1. */
export default {
  edit: lazy(() => import('./CaptchaSettingsEdit')),
  icon: VerifiedUserIcon,
};
