import TuneIcon from '@mui/icons-material/Tune';
import { lazyView } from '../../components/lazyView';

/** One record (id 1): the menu opens /campaign-settings/1. */
export default {
  edit: lazyView(() => import('./CampaignSettingsEdit')),
  icon: TuneIcon,
};
