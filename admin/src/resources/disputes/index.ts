import GavelIcon from '@mui/icons-material/Gavel';
import { lazy } from 'react';

/** Chargebacks and bank returns (issue 11 §5): the queue by evidence deadline, the money trail, the outcome. */
export default {
  list: lazy(() => import('./DisputeList')),
  show: lazy(() => import('./DisputeShow')),
  icon: GavelIcon,
};
