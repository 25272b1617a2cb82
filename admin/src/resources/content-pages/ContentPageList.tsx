import { booleanColumn, dateColumn, numberColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { booleanFilter, langFilter, searchFilter } from '../../components/filters';

const contentPageFilters = [searchFilter, langFilter, booleanFilter('published'), booleanFilter('showInFooter')];

const columns = [
  textColumn('title', { sortable: true }),
  textColumn('slug', { sortable: true }),
  textColumn('lang', { sortable: true, flex: 0, width: 100 }),
  booleanColumn('published'),
  booleanColumn('showInFooter', { width: 140 }),
  numberColumn('sortOrder', { sortable: true }),
  dateColumn('updatedAt', { sortable: true }),
];

const ContentPageList = () => <ConsoleList filters={contentPageFilters} sort={{ field: 'slug', order: 'ASC' }} columns={columns} />;

export default ContentPageList;
