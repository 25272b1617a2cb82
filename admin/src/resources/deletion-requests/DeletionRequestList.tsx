import { choiceColumn, dateColumn, textColumn } from '../../components/columns';
import { QueueList } from '../../components/QueueList';
import { choiceFilter, searchFilter } from '../../components/filters';
import { DELETION_STATUSES } from '../statuses';

const deletionFilters = [searchFilter, choiceFilter('status', 'deletionStatus', DELETION_STATUSES)];

const columns = [
  dateColumn('createdAt', { sortable: true }),
  textColumn('userEmail', { flex: 1.5 }),
  textColumn('reason', { flex: 2 }),
  choiceColumn('status', 'deletionStatus', { sortable: true }),
  dateColumn('handledAt', { sortable: true }),
];

/** Pending requests first, oldest first. */
const DeletionRequestList = () => <QueueList filters={deletionFilters} waiting="pending" columns={columns} />;

export default DeletionRequestList;
