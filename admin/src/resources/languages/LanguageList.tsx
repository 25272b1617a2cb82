import { booleanColumn, choiceColumn, numberColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { booleanFilter, searchFilter } from '../../components/filters';

const languageFilters = [searchFilter, booleanFilter('active', true)];

const columns = [
  textColumn('code', { sortable: true, flex: 0, width: 100 }),
  textColumn('name', { sortable: true }),
  textColumn('nativeName'),
  choiceColumn('direction', 'direction', { flex: 0, width: 140 }),
  booleanColumn('isDefault'),
  booleanColumn('active'),
  numberColumn('sortOrder', { sortable: true }),
];

const LanguageList = () => <ConsoleList filters={languageFilters} sort={{ field: 'sortOrder', order: 'ASC' }} columns={columns} />;

export default LanguageList;
