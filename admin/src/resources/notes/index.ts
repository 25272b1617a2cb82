import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { lazy } from 'react';

/** Convertible notes at maturity (issue 9 §5): each note campaign, and staff convert or repay it once matured. */
export default {
  list: lazy(() => import('./NoteList')),
  show: lazy(() => import('./NoteShow')),
  icon: SwapHorizIcon,
};
