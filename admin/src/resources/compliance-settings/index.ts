import GavelIcon from '@mui/icons-material/Gavel';
import { lazy } from 'react';

/** One record (id 1): the menu opens /compliance-settings/1. */
export default {
  edit: lazy(() => import('./ComplianceSettingsEdit')),
  icon: GavelIcon,
};
