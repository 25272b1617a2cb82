import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { Overview } from '~/components/campaign-page/Overview';
import { CampaignRepayments } from '~/components/repayments/CampaignRepayments';
import { TabPanel } from '~/components/campaign-page/TabPanel';
import { fetchCampaign } from '~/lib/campaigns-public/campaign.server';
import { useCampaign } from '~/lib/campaigns-public/use-campaign';
import { loadMyRepayments } from '~/lib/repayments/repayments.server';

/** The viewer's own repayments of the campaign (the campaign answer is shared with the page's loader). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const campaign = await fetchCampaign(request, context, params.slug ?? '');
  // Only an investor in a debt campaign has repayments: other pages skip the call.
  const repaid = campaign && campaign.investingType === 'debt' && !campaign.canManage;
  return { mine: repaid ? await loadMyRepayments(request, context, campaign.id) : null };
}

/** The overview tab (the campaign's answer has all it needs, plus an investor's repayments). */
export default function CampaignOverviewTab() {
  const { t } = useTranslation();
  const { campaign, lang } = useCampaign();
  const { mine } = useLoaderData<typeof loader>();
  return (
    <TabPanel id="overview" title={t('browse.tabs.overview')}>
      <Overview campaign={campaign} lang={lang} />
      <CampaignRepayments campaign={campaign} lang={lang} mine={mine} />
    </TabPanel>
  );
}
