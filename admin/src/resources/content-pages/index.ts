import ArticleIcon from '@mui/icons-material/Article';
import { lazyView } from '../../components/lazyView';

export default {
  list: lazyView(() => import('./ContentPageList')),
  edit: lazyView(() => import('./ContentPageEdit')),
  create: lazyView(() => import('./ContentPageCreate')),
  icon: ArticleIcon,
};
