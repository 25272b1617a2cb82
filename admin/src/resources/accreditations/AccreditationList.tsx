import { choiceColumn, dateColumn, textColumn } from '../../components/columns';
import { QueueList } from '../../components/QueueList';
import { choiceFilter, searchFilter } from '../../components/filters';
import { REVIEW_STATUSES, VERIFICATION_TYPES } from '../statuses';

const accreditationFilters = [
  searchFilter,
  choiceFilter('status', 'reviewStatus', REVIEW_STATUSES),
  choiceFilter('verificationType', 'verificationType', VERIFICATION_TYPES),
];

const columns = [
  dateColumn('createdAt', { sortable: true }),
  textColumn('userEmail', { flex: 2 }),
  choiceColumn('basis', 'accreditationBasis'),
  choiceColumn('verificationType', 'verificationType'),
  choiceColumn('status', 'reviewStatus', { sortable: true }),
  dateColumn('decidedAt', { sortable: true }),
];

/** The queue: requests under review first, oldest first. */
const AccreditationList = () => <QueueList filters={accreditationFilters} waiting="under-review" columns={columns} />;

export default AccreditationList;
