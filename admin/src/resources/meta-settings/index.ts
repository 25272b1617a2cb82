import TagIcon from '@mui/icons-material/Tag';
import { lazyView } from '../../components/lazyView';

export default {
  list: lazyView(() => import('./MetaSettingsList')),
  edit: lazyView(() => import('./MetaSettingsEdit')),
  create: lazyView(() => import('./MetaSettingsCreate')),
  icon: TagIcon,
};
