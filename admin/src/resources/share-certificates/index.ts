import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { lazy } from 'react';

/** Share certificates (issue 10 §8): every campaign's, live and void; staff open the PDF and reissue. */
export default {
  list: lazy(() => import('./CertificateList')),
  show: lazy(() => import('./CertificateShow')),
  icon: WorkspacePremiumIcon,
};
