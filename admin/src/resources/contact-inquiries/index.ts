import MailIcon from '@mui/icons-material/Mail';
import { lazy } from 'react';

/** Read, mark handled (with a staff note), delete. Inquiries come from the public contact form. */
export default {
  list: lazy(() => import('./ContactInquiryList')),
  show: lazy(() => import('./ContactInquiryShow')),
  edit: lazy(() => import('./ContactInquiryEdit')),
  icon: MailIcon,
};
