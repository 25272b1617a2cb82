import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { lazyView } from '../../components/lazyView';

/** Share certificates (issue 10 §8): every campaign's, live and void; staff open the PDF and reissue. */
export default {
  list: lazyView(() => import('./CertificateList')),
  show: lazyView(() => import('./CertificateShow')),
  icon: WorkspacePremiumIcon,
};
