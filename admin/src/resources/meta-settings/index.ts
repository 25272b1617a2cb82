import TagIcon from '@mui/icons-material/Tag';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./MetaSettingsList')),
  edit: lazy(() => import('./MetaSettingsEdit')),
  create: lazy(() => import('./MetaSettingsCreate')),
  icon: TagIcon,
};
