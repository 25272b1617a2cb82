import { RECONFIRMATION_STATUSES } from '@cf/domain/schemas/investor-protection-console';
import { choiceColumn, textColumn, userTextColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { choiceFilter } from '../../components/filters';
import { instantColumn } from '../campaigns/instantColumn';
import { CampaignInput } from '../comments/CampaignInput';
import { moneyColumn } from '../ledger/money';

const filters = [
  choiceFilter('status', 'reconfirmationStatus', RECONFIRMATION_STATUSES),
  <CampaignInput key="campaignId" source="campaignId" alwaysOn />,
];

const columns = [
  instantColumn('reconfirmBy', { sortable: true }),
  textColumn('investorName'),
  textColumn('investorEmail', { flex: 1.5 }),
  textColumn('campaignTitle', { flex: 1.5 }),
  moneyColumn('amount', 'currency', { sortable: true }),
  userTextColumn('description', { flex: 2 }),
  instantColumn('askedAt', { sortable: true }),
  choiceColumn('status', 'reconfirmationStatus'),
];

/** When the change was recorded is one click away (Columns): the table fits 1280 px. */
const HIDDEN = ['askedAt'];

/** Soonest deadline first: those the job will cancel next. The pending ones unless another status is picked. */
const ReconfirmationList = () => (
  <ConsoleList
    filters={filters}
    filterDefaultValues={{ status: 'pending' }}
    columns={columns}
    hiddenColumns={HIDDEN}
    sort={{ field: 'reconfirmBy', order: 'ASC' }}
    rowClick={false}
  />
);

export default ReconfirmationList;
