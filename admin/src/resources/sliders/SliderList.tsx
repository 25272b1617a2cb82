import { booleanColumn, imageColumn, numberColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { booleanFilter, langFilter, searchFilter } from '../../components/filters';

const sliderFilters = [searchFilter, langFilter, booleanFilter('active')];

const columns = [
  imageColumn('image'),
  textColumn('title', { sortable: true, flex: 2 }),
  textColumn('lang', { sortable: true, flex: 0, width: 100 }),
  booleanColumn('active'),
  numberColumn('sortOrder', { sortable: true }),
];

const SliderList = () => <ConsoleList filters={sliderFilters} sort={{ field: 'sortOrder', order: 'ASC' }} columns={columns} />;

export default SliderList;
