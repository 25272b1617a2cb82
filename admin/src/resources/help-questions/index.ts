import LiveHelpIcon from '@mui/icons-material/LiveHelp';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./HelpQuestionList')),
  edit: lazy(() => import('./HelpQuestionEdit')),
  create: lazy(() => import('./HelpQuestionCreate')),
  icon: LiveHelpIcon,
};
