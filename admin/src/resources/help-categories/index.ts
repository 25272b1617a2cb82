import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./HelpCategoryList')),
  edit: lazy(() => import('./HelpCategoryEdit')),
  create: lazy(() => import('./HelpCategoryCreate')),
  icon: FolderOpenIcon,
};
