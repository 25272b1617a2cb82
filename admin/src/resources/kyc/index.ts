import FactCheckIcon from '@mui/icons-material/FactCheck';
import { lazy } from 'react';

/** Identity verification queue: staff read the party and its documents, then approve or decline. */
export default {
  list: lazy(() => import('./KycList')),
  show: lazy(() => import('./KycShow')),
  icon: FactCheckIcon,
};
