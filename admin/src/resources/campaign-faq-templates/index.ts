import QuizIcon from '@mui/icons-material/Quiz';
import { lazyView } from '../../components/lazyView';

/** Platform FAQ templates: the questions campaigns answer (required ones must be answered to submit). */
export default {
  list: lazyView(() => import('./FaqTemplateList')),
  edit: lazyView(() => import('./FaqTemplateEdit')),
  create: lazyView(() => import('./FaqTemplateCreate')),
  icon: QuizIcon,
};
