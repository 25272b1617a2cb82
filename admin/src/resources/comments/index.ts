import ForumIcon from '@mui/icons-material/Forum';
import { lazyView } from '../../components/lazyView';

/** The comment moderation queue: approve, decline or mark as spam on the show page. */
export default {
  list: lazyView(() => import('./CommentList')),
  show: lazyView(() => import('./CommentShow')),
  icon: ForumIcon,
};
