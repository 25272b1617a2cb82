import { PAYMENT_STATUSES } from '@cf/domain/wallet';
import { INVESTMENT_PAYMENT_TYPES } from '@cf/domain/schemas/investments';
import { choiceColumn, dateColumn, referenceColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { moneyColumn } from '../ledger/money';
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
  moneyColumn('amount', 'currency', { sortable: true }),
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

/** The amount already shows its currency; the reference is one click away (Columns). Fits 1280 px. */
const HIDDEN = ['currency', 'reference'];

/** Newest first; a row opens the investment. Amounts in their own currency. */
const InvestmentList = () => (
  <ConsoleList
    filters={filters}
    columns={columns}
    hiddenColumns={HIDDEN}
    sort={{ field: 'createdAt', order: 'DESC' }}
    rowClick="show"
    actions={<Actions />}
  />
);

export default InvestmentList;
