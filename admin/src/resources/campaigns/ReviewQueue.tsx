import { CAMPAIGN_STATUS } from '@cf/domain/campaign-status';
import { ConsoleList } from '../../components/ConsoleList';
import { campaignColumns } from './campaignColumns';
import { queueFilters } from './campaignFilters';

const pending = { status: CAMPAIGN_STATUS.pending };

/**
 * The review queue: the campaign list fixed on "pending", the oldest submission first. Its own
 * store key keeps its page and filters apart from the list of all campaigns.
 */
const ReviewQueue = () => (
  <ConsoleList
    resource="campaigns"
    storeKey="campaigns.reviewQueue"
    title="console.campaigns.reviewQueue"
    filter={pending}
    filters={queueFilters}
    sort={{ field: 'submittedAt', order: 'ASC' }}
    columns={campaignColumns}
    rowClick="show"
    empty={false}
  />
);

export default ReviewQueue;
