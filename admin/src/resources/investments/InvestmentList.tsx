import { PAYMENT_STATUSES } from '@cf/domain/wallet';
import { INVESTMENT_PAYMENT_TYPES } from '@cf/domain/schemas/investments';
import { choiceColumn, dateColumn, numberColumn, referenceColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { choiceFilter, searchFilter } from '../../components/filters';
import { TopToolbar } from 'react-admin';
import { ListCsvButton } from '../ledger/ListCsvButton';

const filters = [
  searchFilter,
  choiceFilter('status', 'paymentStatus', PAYMENT_STATUSES),
  choiceFilter('paymentType', 'paymentType', INVESTMENT_PAYMENT_TYPES),
];

const columns = [
  dateColumn('createdAt', { sortable: true }),
  textColumn('reference'),
  referenceColumn('campaignId', 'campaigns', 'companyName', { flex: 1.5 }),
  referenceColumn('investorId', 'users', 'email', { flex: 1.5 }),
  numberColumn('amount', { sortable: true }),
  textColumn('currency', { flex: 0, width: 90 }),
  choiceColumn('paymentType', 'paymentType'),
  choiceColumn('status', 'paymentStatus', { sortable: true }),
];

/** The CSV is made by the server for the filters on screen (GET /investments/export.csv), every page. */
const Actions = () => (
  <TopToolbar>
    <ListCsvButton />
  </TopToolbar>
);

/** Newest first; a row opens the investment. Amounts are in minor units of their currency. */
const InvestmentList = () => (
  <ConsoleList filters={filters} columns={columns} sort={{ field: 'createdAt', order: 'DESC' }} rowClick="show" actions={<Actions />} />
);

export default InvestmentList;
