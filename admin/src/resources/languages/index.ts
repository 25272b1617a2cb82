import LanguageIcon from '@mui/icons-material/Language';
import { lazyView } from '../../components/lazyView';

export default {
  list: lazyView(() => import('./LanguageList')),
  edit: lazyView(() => import('./LanguageEdit')),
  create: lazyView(() => import('./LanguageCreate')),
  icon: LanguageIcon,
};
