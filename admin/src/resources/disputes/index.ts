import GavelIcon from '@mui/icons-material/Gavel';
import { lazyView } from '../../components/lazyView';

/** Chargebacks and bank returns (issue 11 §5): the queue by evidence deadline, the money trail, the outcome. */
export default {
  list: lazyView(() => import('./DisputeList')),
  show: lazyView(() => import('./DisputeShow')),
  icon: GavelIcon,
};
