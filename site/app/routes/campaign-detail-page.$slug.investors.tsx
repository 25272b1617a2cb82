import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { ActivityFeed } from '~/components/campaign-investors/ActivityFeed';
import { InvestorList } from '~/components/campaign-investors/InvestorList';
import { TabPanel } from '~/components/campaign-page/TabPanel';
import { loadInvestorsTab } from '~/lib/campaign-investors/api.server';
import { useCampaign } from '~/lib/campaigns-public/use-campaign';

/** The investors tab: who invested (one row per investor, 10 a page) and the campaign's latest investments. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadInvestorsTab(request, context, params.slug ?? '');

export default function CampaignInvestorsTab() {
  const { t } = useTranslation();
  const { lang } = useCampaign();
  const { investors, activity } = useLoaderData<typeof loader>();
  return (
    <TabPanel id="investors" title={t('browse.tabs.investors')}>
      <div className="grid gap-10 lg:grid-cols-[3fr_2fr]">
        <div>
          <InvestorList list={investors} lang={lang} />
        </div>
        <ActivityFeed items={activity} lang={lang} showCampaign={false} headingLevel={3} />
      </div>
    </TabPanel>
  );
}
