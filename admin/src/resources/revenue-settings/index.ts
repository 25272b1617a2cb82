import PaidIcon from '@mui/icons-material/Paid';
import { lazy } from 'react';

/** One record (id 1): the menu opens /revenue-settings/1. */
export default {
  edit: lazy(() => import('./RevenueSettingsEdit')),
  icon: PaidIcon,
};
