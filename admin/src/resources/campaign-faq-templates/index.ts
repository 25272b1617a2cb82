import QuizIcon from '@mui/icons-material/Quiz';
import { lazy } from 'react';

/** Platform FAQ templates: the questions campaigns answer (required ones must be answered to submit). */
export default {
  list: lazy(() => import('./FaqTemplateList')),
  edit: lazy(() => import('./FaqTemplateEdit')),
  create: lazy(() => import('./FaqTemplateCreate')),
  icon: QuizIcon,
};
