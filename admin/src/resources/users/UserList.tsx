import { USER_TYPES } from '@cf/domain';
import { SelectInput } from 'react-admin';
import { booleanColumn, choiceColumn, dateColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { booleanFilter, searchFilter } from '../../components/filters';
import { useChoices } from '../../components/useChoices';
import { fullName } from './fullName';
import { USER_STATUSES } from './statuses';

const UserTypeFilter = (props: { source: string; alwaysOn?: boolean }) => (
  <SelectInput choices={useChoices('userType', USER_TYPES)} {...props} />
);
const StatusFilter = (props: { source: string; alwaysOn?: boolean }) => (
  <SelectInput choices={useChoices('userStatus', USER_STATUSES)} {...props} />
);

const userFilters = [
  searchFilter,
  <StatusFilter key="status" source="status" alwaysOn />,
  <UserTypeFilter key="userType" source="userType" alwaysOn />,
  booleanFilter('isAdmin', true),
];

const columns = [
  // Sorted by last name (the API's sort column); shown as the full name.
  textColumn('lastName', {
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
