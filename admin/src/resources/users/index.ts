import PeopleIcon from '@mui/icons-material/People';
import { lazyView } from '../../components/lazyView';

/** Search and read accounts; suspend, restore and the staff flag are actions on the show page. */
export default {
  list: lazyView(() => import('./UserList')),
  show: lazyView(() => import('./UserShow')),
  icon: PeopleIcon,
};
