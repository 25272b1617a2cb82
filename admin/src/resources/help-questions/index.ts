import LiveHelpIcon from '@mui/icons-material/LiveHelp';
import { lazyView } from '../../components/lazyView';

export default {
  list: lazyView(() => import('./HelpQuestionList')),
  edit: lazyView(() => import('./HelpQuestionEdit')),
  create: lazyView(() => import('./HelpQuestionCreate')),
  icon: LiveHelpIcon,
};
