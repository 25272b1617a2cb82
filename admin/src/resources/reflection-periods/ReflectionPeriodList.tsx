import { choiceColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { instantColumn } from '../campaigns/instantColumn';
import { CampaignInput } from '../comments/CampaignInput';
import { moneyColumn } from '../ledger/money';

const filters = [<CampaignInput key="campaignId" source="campaignId" alwaysOn />];

const columns = [
  instantColumn('reflectionEndsAt', { sortable: true }),
  textColumn('investorName'),
  textColumn('investorEmail', { flex: 1.5 }),
  textColumn('campaignTitle', { flex: 1.5 }),
  moneyColumn('amount', 'currency', { sortable: true }),
  choiceColumn('status', 'paymentStatus'),
  instantColumn('createdAt', { sortable: true }),
];

/** Soonest end first: until then the investor may revoke, and the campaign's money stays in escrow. */
const ReflectionPeriodList = () => (
  <ConsoleList filters={filters} columns={columns} sort={{ field: 'reflectionEndsAt', order: 'ASC' }} rowClick={false} />
);

export default ReflectionPeriodList;
