import { MENU_POSITIONS } from '@cf/domain';
import { choiceColumn, numberColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { choiceFilter, langFilter, searchFilter } from '../../components/filters';

const menuFilters = [searchFilter, choiceFilter('position', 'position', MENU_POSITIONS), langFilter];

const columns = [
  textColumn('title', { sortable: true }),
  choiceColumn('position', 'position', { sortable: true }),
  textColumn('lang', { sortable: true, flex: 0, width: 100 }),
  numberColumn('items', {
    headerName: 'console.labels.menuItems',
    valueGetter: (value: unknown) => (Array.isArray(value) ? value.length : 0),
  }),
  numberColumn('sortOrder', { sortable: true }),
];

const MenuList = () => <ConsoleList filters={menuFilters} sort={{ field: 'sortOrder', order: 'ASC' }} columns={columns} />;

export default MenuList;
