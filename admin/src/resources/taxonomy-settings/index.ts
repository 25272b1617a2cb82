import TranslateIcon from '@mui/icons-material/Translate';
import { lazyView } from '../../components/lazyView';

export default {
  list: lazyView(() => import('./TaxonomySettingsList')),
  edit: lazyView(() => import('./TaxonomySettingsEdit')),
  create: lazyView(() => import('./TaxonomySettingsCreate')),
  icon: TranslateIcon,
};
