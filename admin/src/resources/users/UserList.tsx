import { USER_TYPES } from '@cf/domain';
import { booleanColumn, choiceColumn, dateColumn, textColumn, userTextColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { booleanFilter, choiceFilter, searchFilter } from '../../components/filters';
import { fullName } from './fullName';
import { USER_STATUSES } from './statuses';

const userFilters = [
  searchFilter,
  choiceFilter('status', 'userStatus', USER_STATUSES),
  choiceFilter('userType', 'userType', USER_TYPES),
  booleanFilter('isAdmin', true),
];

const columns = [
  // Sorted by last name (the API's sort column); shown as the full name.
  userTextColumn('lastName', {
    sortable: true,
    flex: 1.5,
    headerName: 'resources.users.fields.name',
    valueGetter: (_value: unknown, row: Record<string, unknown>) => fullName(row),
  }),
  textColumn('email', { sortable: true, flex: 2 }),
  choiceColumn('userType', 'userType'),
  choiceColumn('status', 'userStatus', { sortable: true }),
  booleanColumn('isAdmin'),
  dateColumn('createdAt', { sortable: true }),
];

const UserList = () => <ConsoleList filters={userFilters} sort={{ field: 'createdAt', order: 'DESC' }} columns={columns} rowClick="show" />;

export default UserList;
