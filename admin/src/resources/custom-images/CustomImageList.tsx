import { imageColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { searchFilter } from '../../components/filters';

const customImageFilters = [searchFilter];

const columns = [imageColumn('image'), textColumn('slot', { sortable: true }), textColumn('title', { sortable: true, flex: 2 })];

const CustomImageList = () => <ConsoleList filters={customImageFilters} sort={{ field: 'slot', order: 'ASC' }} columns={columns} />;

export default CustomImageList;
