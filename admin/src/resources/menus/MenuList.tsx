import { MENU_POSITIONS } from '@cf/domain';
import { SelectInput } from 'react-admin';
import { choiceColumn, numberColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { langFilter, searchFilter } from '../../components/filters';
import { useChoices } from '../../components/useChoices';

const PositionFilter = (props: { source: string; alwaysOn?: boolean }) => (
  <SelectInput choices={useChoices('position', MENU_POSITIONS)} {...props} />
);

const menuFilters = [searchFilter, <PositionFilter key="position" source="position" alwaysOn />, langFilter];

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
