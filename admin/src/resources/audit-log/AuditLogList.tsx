import { DateTimeInput, TextInput } from 'react-admin';
import { dateColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { searchFilter } from '../../components/filters';
import { ResourceFilter } from './ResourceFilter';

/** The browser's local date-time, sent as an absolute instant (the API may run in another zone). */
const toInstant = (value: string) => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
};

const auditLogFilters = [
  searchFilter,
  <ResourceFilter key="resource" source="resource" alwaysOn />,
  <TextInput key="action" source="action" alwaysOn />,
  <DateTimeInput key="createdAt_gte" source="createdAt_gte" label="console.labels.from" parse={toInstant} alwaysOn />,
  <DateTimeInput key="createdAt_lte" source="createdAt_lte" label="console.labels.to" parse={toInstant} alwaysOn />,
];

const columns = [
  dateColumn('createdAt', { sortable: true }),
  textColumn('actorEmail', { flex: 1.5 }),
  textColumn('action', { sortable: true }),
  textColumn('resource', { sortable: true }),
  textColumn('recordId'),
  textColumn('ip', { flex: 0, width: 140 }),
];

const AuditLogList = () => (
  <ConsoleList
    filters={auditLogFilters}
    sort={{ field: 'createdAt', order: 'DESC' }}
    columns={columns}
    // The address is on the entry's page (and one click away: Columns). Fits 1280 px.
    hiddenColumns={['ip']}
    rowClick="show"
    empty={false}
  />
);

export default AuditLogList;
