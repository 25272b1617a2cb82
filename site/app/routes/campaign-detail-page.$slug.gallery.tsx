import { GalleryPanel } from '~/components/campaign-page/GalleryPanel';
import { useCampaign } from '~/lib/campaigns-public/use-campaign';

export default function CampaignGalleryTab() {
  return <GalleryPanel campaign={useCampaign().campaign} />;
}
