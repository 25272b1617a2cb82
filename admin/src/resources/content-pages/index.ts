import ArticleIcon from '@mui/icons-material/Article';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./ContentPageList')),
  edit: lazy(() => import('./ContentPageEdit')),
  create: lazy(() => import('./ContentPageCreate')),
  icon: ArticleIcon,
};
