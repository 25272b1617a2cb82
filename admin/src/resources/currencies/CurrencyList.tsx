import { booleanColumn, choiceColumn, numberColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { booleanFilter, searchFilter } from '../../components/filters';

const currencyFilters = [searchFilter, booleanFilter('active', true)];

const columns = [
  textColumn('code', { sortable: true, flex: 0, width: 100 }),
  textColumn('name', { sortable: true }),
  textColumn('symbol', { flex: 0, width: 100 }),
  choiceColumn('displayFormat', 'currencyFormat'),
  numberColumn('decimals'),
  booleanColumn('active'),
];

const CurrencyList = () => <ConsoleList filters={currencyFilters} sort={{ field: 'code', order: 'ASC' }} columns={columns} />;

export default CurrencyList;
