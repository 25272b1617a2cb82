import ShareIcon from '@mui/icons-material/Share';
import { lazyView } from '../../components/lazyView';

/** Update only: one row per provider, made by the seed. */
export default {
  list: lazyView(() => import('./SocialSignupSettingsList')),
  edit: lazyView(() => import('./SocialSignupSettingsEdit')),
  icon: ShareIcon,
};
