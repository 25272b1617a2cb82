import { numberColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { langFilter, searchFilter } from '../../components/filters';

const helpCategoryFilters = [searchFilter, langFilter];

const columns = [
  textColumn('name', { sortable: true }),
  textColumn('slug'),
  textColumn('lang', { sortable: true, flex: 0, width: 100 }),
  numberColumn('sortOrder', { sortable: true }),
];

const HelpCategoryList = () => <ConsoleList filters={helpCategoryFilters} sort={{ field: 'sortOrder', order: 'ASC' }} columns={columns} />;

export default HelpCategoryList;
