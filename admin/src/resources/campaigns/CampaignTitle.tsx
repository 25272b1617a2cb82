import { useRecordContext, useTranslate } from 'react-admin';

/** "Campaign: SolarNest home batteries" rather than "Campaign #12". */
export const CampaignTitle = () => {
  const record = useRecordContext<{ id: number; campaignName?: string | null; companyName?: string | null; slug?: string }>();
  const translate = useTranslate();
  const name = record?.campaignName || record?.companyName || record?.slug;
  return <>{name ? translate('console.campaigns.title', { name }) : translate('resources.campaigns.name', { smart_count: 1 })}</>;
};
