import { INVESTMENT_PAYMENT_TYPES } from '@cf/domain/schemas/investments';
import { choiceColumn, dateColumn, numberColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { moneyColumn } from '../ledger/money';
import { choiceFilter, searchFilter } from '../../components/filters';

const filters = [searchFilter, choiceFilter('paymentType', 'paymentType', INVESTMENT_PAYMENT_TYPES, false)];

const columns = [
  dateColumn('updatedAt', { sortable: true }),
  textColumn('userEmail', { flex: 1.5 }),
  textColumn('campaignName', { flex: 1.5 }),
  moneyColumn('amount', 'currency', { sortable: true }),
  textColumn('currency', { flex: 0, width: 90 }),
  numberColumn('shares'),
  choiceColumn('paymentType', 'paymentType'),
  dateColumn('expiresAt', { sortable: true }),
];

/** Last saved first; a row opens the saved investment, where staff may delete it. Amounts in their own currency. */
const SavedInvestmentList = () => (
  <ConsoleList filters={filters} columns={columns} sort={{ field: 'updatedAt', order: 'DESC' }} rowClick="show" />
);

export default SavedInvestmentList;
