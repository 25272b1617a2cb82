import { LOOKUP_TYPES } from '@cf/domain';
import { booleanColumn, choiceColumn, numberColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { booleanFilter, choiceFilter, searchFilter } from '../../components/filters';

const lookupFilters = [searchFilter, choiceFilter('type', 'lookupType', LOOKUP_TYPES), booleanFilter('active')];

const columns = [
  choiceColumn('type', 'lookupType', { sortable: true }),
  textColumn('slug', { sortable: true }),
  textColumn('names', {
    headerName: 'console.labels.englishName',
    valueGetter: (value: unknown) => (value as Record<string, string> | null)?.en ?? '',
  }),
  textColumn('code', { flex: 0, width: 100 }),
  booleanColumn('active'),
  numberColumn('sortOrder', { sortable: true }),
];

const LookupList = () => <ConsoleList filters={lookupFilters} sort={{ field: 'sortOrder', order: 'ASC' }} columns={columns} />;

export default LookupList;
