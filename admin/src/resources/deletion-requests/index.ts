import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import { lazy } from 'react';

/** Requests to delete an account: staff complete them (personal data erased) or reject them. */
export default {
  list: lazy(() => import('./DeletionRequestList')),
  show: lazy(() => import('./DeletionRequestShow')),
  icon: PersonRemoveIcon,
};
