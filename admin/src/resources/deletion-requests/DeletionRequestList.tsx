import { SelectInput } from 'react-admin';
import { choiceColumn, dateColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { searchFilter } from '../../components/filters';
import { useChoices } from '../../components/useChoices';
import { DELETION_STATUSES } from '../statuses';

const StatusFilter = (props: { source: string; alwaysOn?: boolean }) => (
  <SelectInput choices={useChoices('deletionStatus', DELETION_STATUSES)} {...props} />
);

const deletionFilters = [searchFilter, <StatusFilter key="status" source="status" alwaysOn />];

const columns = [
  dateColumn('createdAt', { sortable: true }),
  textColumn('userEmail', { flex: 1.5 }),
  textColumn('reason', { flex: 2 }),
  choiceColumn('status', 'deletionStatus', { sortable: true }),
  dateColumn('handledAt', { sortable: true }),
];

/** Pending requests first, oldest first. */
const DeletionRequestList = () => (
  <ConsoleList
    filters={deletionFilters}
    filterDefaultValues={{ status: 'pending' }}
    sort={{ field: 'createdAt', order: 'ASC' }}
    columns={columns}
    rowClick="show"
    empty={false}
  />
);

export default DeletionRequestList;
