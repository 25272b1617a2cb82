import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';

/** Search and read accounts; suspend, restore and the staff flag are actions on the show page. */
export default {
  list: lazy(() => import('./UserList')),
  show: lazy(() => import('./UserShow')),
  icon: PeopleIcon,
};
