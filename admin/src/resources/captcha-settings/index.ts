import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { lazyView } from '../../components/lazyView';

/** One record (id 1): the menu opens /captcha-settings/1. */
export default {
  edit: lazyView(() => import('./CaptchaSettingsEdit')),
  icon: VerifiedUserIcon,
};
