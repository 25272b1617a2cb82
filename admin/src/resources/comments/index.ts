import ForumIcon from '@mui/icons-material/Forum';
import { lazy } from 'react';

/** The comment moderation queue: approve, decline or mark as spam on the show page. */
export default {
  list: lazy(() => import('./CommentList')),
  show: lazy(() => import('./CommentShow')),
  icon: ForumIcon,
};
