import { AutocompleteInput, ReferenceInput } from 'react-admin';

type Campaign = { id?: number; campaignName?: string | null; companyName?: string | null; slug?: string };

/** A campaign's label: its name, else its company's, else its slug. */
export const campaignLabel = (campaign: Campaign | undefined) =>
  campaign ? campaign.campaignName || campaign.companyName || campaign.slug || String(campaign.id ?? '') : '';

/** A campaign picked by name (the campaigns list's own search). */
export const CampaignInput = ({ source, alwaysOn: _alwaysOn }: { source: string; alwaysOn?: boolean }) => (
  <ReferenceInput source={source} reference="campaigns" sort={{ field: 'companyName', order: 'ASC' }}>
    <AutocompleteInput optionText={campaignLabel} filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 260 }} />
  </ReferenceInput>
);
