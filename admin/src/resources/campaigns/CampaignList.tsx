import { ConsoleList } from '../../components/ConsoleList';
import { campaignColumns } from './campaignColumns';
import { campaignFilters } from './campaignFilters';

// Shown on demand (Columns button), so the list fits 1280 px.
const LIST_HIDDEN = ['investingType', 'closingDate', 'submittedAt', 'featured'];

/** Every campaign, newest first; filters by status, investing type, owner, text and featured. */
const CampaignList = () => (
  <ConsoleList
    filters={campaignFilters}
    sort={{ field: 'createdAt', order: 'DESC' }}
    columns={campaignColumns}
    hiddenColumns={LIST_HIDDEN}
    rowClick="show"
  />
);

export default CampaignList;
