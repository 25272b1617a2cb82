import HowToRegIcon from '@mui/icons-material/HowToReg';
import { lazyView } from '../../components/lazyView';

/** Read-only: who must still reconfirm after a Reg CF material change, and by when (issue 16). */
export default {
  list: lazyView(() => import('./ReconfirmationList')),
  icon: HowToRegIcon,
};
