import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { lazyView } from '../../components/lazyView';

/** Read and delete only: addresses come from the subscribers themselves. */
export default {
  list: lazyView(() => import('./NewsletterSubscriberList')),
  show: lazyView(() => import('./NewsletterSubscriberShow')),
  icon: MarkEmailReadIcon,
};
