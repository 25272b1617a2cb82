import type { ActionFunctionArgs } from '@remix-run/node';
import { DocumentsPanel } from '~/components/campaign-page/DocumentsPanel';
import { accessRequestAction } from '~/lib/campaigns-public/tabs.server';
import { useCampaign } from '~/lib/campaigns-public/use-campaign';

/** Ask the owner for the private documents (the page then shows the request's state). */
export const action = ({ request, context }: ActionFunctionArgs) => accessRequestAction(request, context);

export default function CampaignDocumentsTab() {
  const { campaign, signedIn, lang } = useCampaign();
  return <DocumentsPanel campaign={campaign} signedIn={signedIn} lang={lang} />;
}
