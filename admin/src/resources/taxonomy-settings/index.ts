import TranslateIcon from '@mui/icons-material/Translate';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./TaxonomySettingsList')),
  edit: lazy(() => import('./TaxonomySettingsEdit')),
  create: lazy(() => import('./TaxonomySettingsCreate')),
  icon: TranslateIcon,
};
