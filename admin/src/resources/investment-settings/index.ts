import PaymentsIcon from '@mui/icons-material/Payments';
import { lazy } from 'react';

/** One record (id 1): the menu opens /investment-settings/1. */
export default {
  edit: lazy(() => import('./InvestmentSettingsEdit')),
  icon: PaymentsIcon,
};
