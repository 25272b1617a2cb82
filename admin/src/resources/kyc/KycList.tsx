import { SelectInput } from 'react-admin';
import { choiceColumn, dateColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { searchFilter } from '../../components/filters';
import { useChoices } from '../../components/useChoices';
import { fullName } from '../users/fullName';
import { KYC_PROVIDERS, REVIEW_STATUSES } from '../statuses';

const StatusFilter = (props: { source: string; alwaysOn?: boolean }) => (
  <SelectInput choices={useChoices('reviewStatus', REVIEW_STATUSES)} {...props} />
);
const ProviderFilter = (props: { source: string; alwaysOn?: boolean }) => (
  <SelectInput choices={useChoices('kycProvider', KYC_PROVIDERS)} {...props} />
);

const kycFilters = [
  searchFilter,
  <StatusFilter key="status" source="status" alwaysOn />,
  <ProviderFilter key="provider" source="provider" alwaysOn />,
];

const columns = [
  dateColumn('createdAt', { sortable: true }),
  textColumn('userEmail', { flex: 2 }),
  textColumn('lastName', {
    flex: 1.5,
    headerName: 'resources.kyc.fields.name',
    valueGetter: (_value: unknown, row: Record<string, unknown>) => fullName({ firstName: row.firstName, lastName: row.lastName }),
  }),
  choiceColumn('provider', 'kycProvider'),
  choiceColumn('status', 'reviewStatus', { sortable: true }),
  dateColumn('decidedAt', { sortable: true }),
];

/** The queue: what waits for a decision first, oldest first. */
const KycList = () => (
  <ConsoleList
    filters={kycFilters}
    filterDefaultValues={{ status: 'under-review' }}
    sort={{ field: 'createdAt', order: 'ASC' }}
    columns={columns}
    rowClick="show"
    empty={false}
  />
);

export default KycList;
