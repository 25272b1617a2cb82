import TuneIcon from '@mui/icons-material/Tune';
import { lazy } from 'react';

/** One record (id 1): the menu opens /campaign-settings/1. */
export default {
  edit: lazy(() => import('./CampaignSettingsEdit')),
  icon: TuneIcon,
};
