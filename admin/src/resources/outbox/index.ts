import OutboxIcon from '@mui/icons-material/Outbox';
import { lazy } from 'react';

/** Every e-mail the platform sent (or keeps, with the embedded default): read-only. */
export default {
  list: lazy(() => import('./OutboxList')),
  show: lazy(() => import('./OutboxShow')),
  icon: OutboxIcon,
};
