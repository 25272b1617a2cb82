import { booleanColumn, choiceColumn, numberColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { booleanFilter, choiceFilter, searchFilter } from '../../components/filters';
import { TEMPLATE_TYPES } from './templateTypes';

const templateFilters = [
  searchFilter,
  choiceFilter('investingType', 'templateType', TEMPLATE_TYPES),
  booleanFilter('isRequired', true),
  booleanFilter('active'),
];

const columns = [
  textColumn('question', { sortable: true, flex: 3 }),
  choiceColumn('investingType', 'templateType', { sortable: true, flex: 0, width: 140 }),
  booleanColumn('isRequired'),
  booleanColumn('active'),
  numberColumn('sortOrder', { sortable: true }),
];

/** The platform's questions every campaign (of a type) answers in its FAQs; required ones block submission. */
const FaqTemplateList = () => <ConsoleList filters={templateFilters} sort={{ field: 'sortOrder', order: 'ASC' }} columns={columns} />;

export default FaqTemplateList;
