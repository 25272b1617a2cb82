import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { InvestorsPanel } from '~/components/campaign-page/InvestorsPanel';
import { loadInvestors } from '~/lib/campaigns-public/tabs.server';
import { useCampaign } from '~/lib/campaigns-public/use-campaign';

/** The investors tab: loaded with the tab, 10 a page. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadInvestors(request, context, params.slug ?? '');

export default function CampaignInvestorsTab() {
  const { campaign, lang } = useCampaign();
  return <InvestorsPanel list={useLoaderData<typeof loader>()} currency={campaign.fundraising.currency} lang={lang} />;
}
