import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import { lazyView } from '../../components/lazyView';

export default {
  list: lazyView(() => import('./HelpCategoryList')),
  edit: lazyView(() => import('./HelpCategoryEdit')),
  create: lazyView(() => import('./HelpCategoryCreate')),
  icon: FolderOpenIcon,
};
