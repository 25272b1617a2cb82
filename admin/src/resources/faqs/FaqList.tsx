import { booleanColumn, numberColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { booleanFilter, langFilter, searchFilter } from '../../components/filters';

const faqFilters = [searchFilter, langFilter, booleanFilter('showInFooter')];

const columns = [
  textColumn('question', { sortable: true, flex: 2 }),
  textColumn('lang', { sortable: true, flex: 0, width: 100 }),
  booleanColumn('showInFooter', { width: 140 }),
  numberColumn('sortOrder', { sortable: true }),
];

const FaqList = () => <ConsoleList filters={faqFilters} sort={{ field: 'sortOrder', order: 'ASC' }} columns={columns} />;

export default FaqList;
