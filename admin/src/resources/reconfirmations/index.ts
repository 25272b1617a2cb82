import HowToRegIcon from '@mui/icons-material/HowToReg';
import { lazy } from 'react';

/** Read-only: who must still reconfirm after a Reg CF material change, and by when (issue 16). */
export default {
  list: lazy(() => import('./ReconfirmationList')),
  icon: HowToRegIcon,
};
