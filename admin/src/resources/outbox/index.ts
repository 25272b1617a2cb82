import OutboxIcon from '@mui/icons-material/Outbox';
import { lazyView } from '../../components/lazyView';

/** Every e-mail the platform sent (or keeps, with the embedded default): read-only. */
export default {
  list: lazyView(() => import('./OutboxList')),
  show: lazyView(() => import('./OutboxShow')),
  icon: OutboxIcon,
};
