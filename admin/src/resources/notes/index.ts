import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { lazyView } from '../../components/lazyView';

/** Convertible notes at maturity (issue 9 §5): each note campaign, and staff convert or repay it once matured. */
export default {
  list: lazyView(() => import('./NoteList')),
  show: lazyView(() => import('./NoteShow')),
  icon: SwapHorizIcon,
};
