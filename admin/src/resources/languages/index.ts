import LanguageIcon from '@mui/icons-material/Language';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./LanguageList')),
  edit: lazy(() => import('./LanguageEdit')),
  create: lazy(() => import('./LanguageCreate')),
  icon: LanguageIcon,
};
