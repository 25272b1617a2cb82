import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import { lazy } from 'react';

/** Accreditation requests: staff check the verification and the signed contract, then decide. */
export default {
  list: lazy(() => import('./AccreditationList')),
  show: lazy(() => import('./AccreditationShow')),
  icon: VerifiedUserIcon,
};
