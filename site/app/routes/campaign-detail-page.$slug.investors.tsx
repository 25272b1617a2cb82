import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { ActivityFeed } from '~/components/campaign-investors/ActivityFeed';
import { InvestorList } from '~/components/campaign-investors/InvestorList';
import { TabPanel } from '~/components/campaign-page/TabPanel';
import { loadInvestorsTab } from '~/lib/campaign-investors/api.server';
import { useCampaign } from '~/lib/campaigns-public/use-campaign';
import { withAccountMessages } from '~/lib/page-messages.server';
import { PAGINATION_MESSAGES } from '~/components/settings/Pagination';
import { usePageMessages } from '~/lib/use-page-messages';

/** The investors tab: who invested (one row per investor, 10 a page) and the campaign's latest investments. */
export const loader = async ({ request, context, params }: LoaderFunctionArgs) =>
  withAccountMessages(request, await loadInvestorsTab(request, context, params.slug ?? ''), PAGINATION_MESSAGES);

export default function CampaignInvestorsTab() {
  const { t } = useTranslation();
  const { lang } = useCampaign();
  const { investors, activity, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
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
