import QuestionAnswerIcon from '@mui/icons-material/QuestionAnswer';
import { lazyView } from '../../components/lazyView';

export default {
  list: lazyView(() => import('./FaqList')),
  edit: lazyView(() => import('./FaqEdit')),
  create: lazyView(() => import('./FaqCreate')),
  icon: QuestionAnswerIcon,
};
