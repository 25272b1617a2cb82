import { TextInput } from 'react-admin';
import { choiceColumn, dateColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { choiceFilter, searchFilter } from '../../components/filters';
import { OUTBOX_STATUSES } from '../statuses';

const outboxFilters = [
  searchFilter,
  <TextInput key="to" source="to" type="email" alwaysOn />,
  <TextInput key="template" source="template" alwaysOn />,
  choiceFilter('status', 'outboxStatus', OUTBOX_STATUSES),
];

const columns = [
  dateColumn('createdAt', { sortable: true }),
  textColumn('to', { flex: 1.5, sortable: true }),
  textColumn('subject', { flex: 2 }),
  textColumn('template', { sortable: true }),
  textColumn('lang', { flex: 0, width: 90 }),
  choiceColumn('status', 'outboxStatus', { flex: 0, width: 110, sortable: true }),
];

const OutboxList = () => (
  <ConsoleList filters={outboxFilters} sort={{ field: 'createdAt', order: 'DESC' }} columns={columns} rowClick="show" empty={false} />
);

export default OutboxList;
