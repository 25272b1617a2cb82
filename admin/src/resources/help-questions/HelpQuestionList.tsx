import { numberColumn, referenceColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { searchFilter } from '../../components/filters';
import { HelpCategoryInput } from './HelpCategoryInput';

const helpQuestionFilters = [searchFilter, <HelpCategoryInput key="categoryId" source="categoryId" alwaysOn />];

const columns = [
  textColumn('question', { sortable: true, flex: 2 }),
  referenceColumn('categoryId', 'help-categories', 'name', { sortable: true }),
  numberColumn('sortOrder', { sortable: true }),
];

const HelpQuestionList = () => <ConsoleList filters={helpQuestionFilters} sort={{ field: 'sortOrder', order: 'ASC' }} columns={columns} />;

export default HelpQuestionList;
