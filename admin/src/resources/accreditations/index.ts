import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { lazyView } from '../../components/lazyView';

/** Accreditation requests: staff check the verification and the signed contract, then decide. */
export default {
  list: lazyView(() => import('./AccreditationList')),
  show: lazyView(() => import('./AccreditationShow')),
  icon: VerifiedUserIcon,
};
