import MailIcon from '@mui/icons-material/Mail';
import { lazyView } from '../../components/lazyView';

/** Read, mark handled (with a staff note), delete. Inquiries come from the public contact form. */
export default {
  list: lazyView(() => import('./ContactInquiryList')),
  show: lazyView(() => import('./ContactInquiryShow')),
  edit: lazyView(() => import('./ContactInquiryEdit')),
  icon: MailIcon,
};
