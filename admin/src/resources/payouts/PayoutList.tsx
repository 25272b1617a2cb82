import { NumberInput, TopToolbar } from 'react-admin';
import { booleanColumn, dateColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { searchFilter } from '../../components/filters';
import { currencyFilter } from '../ledger/filters';
import { ListCsvButton } from '../ledger/ListCsvButton';
import { moneyColumn } from '../ledger/money';
import { labelColumn, statusFilter } from './choices';

const filters = [searchFilter, statusFilter, <NumberInput key="campaignId" source="campaignId" />, currencyFilter];

const columns = [
  dateColumn('requestedAt', { sortable: true }),
  textColumn('campaignName', { flex: 2 }),
  textColumn('ownerEmail', { flex: 1.5 }),
  moneyColumn('amount', 'currency', { sortable: true }),
  labelColumn('method', 'methods'),
  labelColumn('status', 'statuses', { sortable: true }),
  booleanColumn('needsSecondApproval', { width: 150 }),
];

const Actions = () => (
  <TopToolbar>
    <ListCsvButton />
  </TopToolbar>
);

/** Newest first; a row opens the payout and its decisions. The CSV holds every matching payout. */
const PayoutList = () => (
  <ConsoleList filters={filters} columns={columns} sort={{ field: 'requestedAt', order: 'DESC' }} rowClick="show" actions={<Actions />} />
);

export default PayoutList;
