import { useTranslation } from 'react-i18next';
import { Overview } from '~/components/campaign-page/Overview';
import { CampaignRepayments } from '~/components/repayments/CampaignRepayments';
import { TabPanel } from '~/components/campaign-page/TabPanel';
import { useCampaign } from '~/lib/campaigns-public/use-campaign';

/** The overview tab (the campaign's answer has all it needs). */
export default function CampaignOverviewTab() {
  const { t } = useTranslation();
  const { campaign, lang, signedIn } = useCampaign();
  return (
    <TabPanel id="overview" title={t('browse.tabs.overview')}>
      <Overview campaign={campaign} lang={lang} />
      <CampaignRepayments campaign={campaign} lang={lang} signedIn={signedIn} />
    </TabPanel>
  );
}
