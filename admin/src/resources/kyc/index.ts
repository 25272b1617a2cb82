import FactCheckIcon from '@mui/icons-material/FactCheck';
import { lazyView } from '../../components/lazyView';

/** Identity verification queue: staff read the party and its documents, then approve or decline. */
export default {
  list: lazyView(() => import('./KycList')),
  show: lazyView(() => import('./KycShow')),
  icon: FactCheckIcon,
};
