import { CAMPAIGN_STATUS } from '@cf/domain/campaign-status';
import { ConsoleList } from '../../components/ConsoleList';
import { campaignColumns } from './campaignColumns';
import { queueFilters } from './campaignFilters';

const pending = { status: CAMPAIGN_STATUS.pending };
// Shown on demand (Columns button), so the queue fits 1280 px; the submission date stays.
const QUEUE_HIDDEN = ['investingType', 'closingDate', 'featured', 'raisedAmount'];

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
    hiddenColumns={QUEUE_HIDDEN}
    rowClick="show"
    empty={false}
  />
);

export default ReviewQueue;
