import { SelectInput } from 'react-admin';
import { choiceColumn, dateColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { searchFilter } from '../../components/filters';
import { useChoices } from '../../components/useChoices';
import { REVIEW_STATUSES, VERIFICATION_TYPES } from '../statuses';

const StatusFilter = (props: { source: string; alwaysOn?: boolean }) => (
  <SelectInput choices={useChoices('reviewStatus', REVIEW_STATUSES)} {...props} />
);
const VerificationFilter = (props: { source: string; alwaysOn?: boolean }) => (
  <SelectInput choices={useChoices('verificationType', VERIFICATION_TYPES)} {...props} />
);

const accreditationFilters = [
  searchFilter,
  <StatusFilter key="status" source="status" alwaysOn />,
  <VerificationFilter key="verificationType" source="verificationType" alwaysOn />,
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
const AccreditationList = () => (
  <ConsoleList
    filters={accreditationFilters}
    filterDefaultValues={{ status: 'under-review' }}
    sort={{ field: 'createdAt', order: 'ASC' }}
    columns={columns}
    rowClick="show"
    empty={false}
  />
);

export default AccreditationList;
