import CampaignIcon from '@mui/icons-material/Campaign';
import RateReviewIcon from '@mui/icons-material/RateReview';
import { lazyView } from '../../components/lazyView';

/** Every campaign, and the whole submission with the staff decisions on its show page. */
export default {
  list: lazyView(() => import('./CampaignList')),
  show: lazyView(() => import('./CampaignShow')),
  icon: CampaignIcon,
};

/** The review queue: a page of its own (the list fixed on pending campaigns), not a resource. */
export const reviewQueue = {
  path: '/review-queue',
  page: lazyView(() => import('./ReviewQueue')),
  icon: RateReviewIcon,
  label: 'console.campaigns.reviewQueue',
};
