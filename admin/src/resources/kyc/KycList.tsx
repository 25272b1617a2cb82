import { choiceColumn, dateColumn, textColumn, userTextColumn } from '../../components/columns';
import { QueueList } from '../../components/QueueList';
import { choiceFilter, searchFilter } from '../../components/filters';
import { fullName } from '../users/fullName';
import { KYC_PROVIDERS, REVIEW_STATUSES } from '../statuses';

const kycFilters = [
  searchFilter,
  choiceFilter('status', 'reviewStatus', REVIEW_STATUSES),
  choiceFilter('provider', 'kycProvider', KYC_PROVIDERS),
];

const columns = [
  dateColumn('createdAt', { sortable: true }),
  textColumn('userEmail', { flex: 2 }),
  userTextColumn('lastName', {
    flex: 1.5,
    headerName: 'resources.kyc.fields.name',
    valueGetter: (_value: unknown, row: Record<string, unknown>) => fullName({ firstName: row.firstName, lastName: row.lastName }),
  }),
  choiceColumn('provider', 'kycProvider'),
  choiceColumn('status', 'reviewStatus', { sortable: true }),
  dateColumn('decidedAt', { sortable: true }),
];

/** The queue: what waits for a decision first, oldest first. */
const KycList = () => <QueueList filters={kycFilters} waiting="under-review" columns={columns} />;

export default KycList;
