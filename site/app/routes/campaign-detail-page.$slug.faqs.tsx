import { FaqsPanel } from '~/components/campaign-page/FaqsPanel';
import { useCampaign } from '~/lib/campaigns-public/use-campaign';

export default function CampaignFaqsTab() {
  return <FaqsPanel campaign={useCampaign().campaign} />;
}
