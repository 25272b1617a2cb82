import BookmarkIcon from '@mui/icons-material/Bookmark';
import { lazyView } from '../../components/lazyView';

/** Investors' saved investments: read and delete only (they come from the investors). */
export default {
  list: lazyView(() => import('./SavedInvestmentList')),
  show: lazyView(() => import('./SavedInvestmentShow')),
  icon: BookmarkIcon,
};
