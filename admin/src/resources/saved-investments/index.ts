import BookmarkIcon from '@mui/icons-material/Bookmark';
import { lazy } from 'react';

/** Investors' saved investments: read and delete only (they come from the investors). */
export default {
  list: lazy(() => import('./SavedInvestmentList')),
  show: lazy(() => import('./SavedInvestmentShow')),
  icon: BookmarkIcon,
};
