import { LEDGER_TRANSFER_KINDS } from '@cf/domain/ledger';
import { TopToolbar } from 'react-admin';
import { choiceColumn, dateColumn, numberColumn, referenceColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { choiceFilter, searchFilter } from '../../components/filters';
import { CampaignInput } from '../comments/CampaignInput';
import { currencyFilter, dateFilters, userFilter } from '../ledger/filters';
import { ListCsvButton } from '../ledger/ListCsvButton';
import { moneyColumn } from '../ledger/money';

const filters = [
  searchFilter,
  choiceFilter('kind', 'transferKind', LEDGER_TRANSFER_KINDS),
  currencyFilter,
  ...dateFilters,
  <CampaignInput key="campaignId" source="campaignId" alwaysOn />,
  userFilter('userId'),
];

const columns = [
  numberColumn('id', { sortable: true, width: 90 }),
  dateColumn('createdAt', { sortable: true }),
  choiceColumn('kind', 'transferKind', { sortable: true }),
  moneyColumn('amount'),
  referenceColumn('campaignId', 'campaigns', 'companyName'),
  textColumn('memo', { flex: 2 }),
];

const Actions = () => (
  <TopToolbar>
    <ListCsvButton />
  </TopToolbar>
);

/** Newest first; a row opens the transfer with its entries. The CSV has one line per entry (the journal's format). */
const TransactionList = () => (
  <ConsoleList
    filters={filters}
    columns={columns}
    sort={{ field: 'createdAt', order: 'DESC' }}
    rowClick="show"
    actions={<Actions />}
    empty={false}
  />
);

export default TransactionList;
