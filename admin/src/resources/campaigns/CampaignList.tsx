import { ConsoleList } from '../../components/ConsoleList';
import { campaignColumns } from './campaignColumns';
import { campaignFilters } from './campaignFilters';

/** Every campaign, newest first; filters by status, investing type, owner, text and featured. */
const CampaignList = () => (
  <ConsoleList filters={campaignFilters} sort={{ field: 'createdAt', order: 'DESC' }} columns={campaignColumns} rowClick="show" />
);

export default CampaignList;
