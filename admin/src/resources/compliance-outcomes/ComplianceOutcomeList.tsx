import { JURISDICTION_VALUES } from '@cf/domain/schemas/compliance';
import { DateTimeInput, TextInput, TopToolbar } from 'react-admin';
import { choiceColumn, dateColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { choiceFilter } from '../../components/filters';
import { ListCsvButton } from '../ledger/ListCsvButton';
import { moneyColumn } from '../ledger/money';

/** The browser's local date-time, sent as an absolute instant (the API may run in another zone). */
const toInstant = (value: string) => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
};

const filters = [
  choiceFilter('outcome', 'complianceOutcome', ['refused', 'flagged']),
  choiceFilter('jurisdiction', 'jurisdiction', JURISDICTION_VALUES),
  <TextInput key="ruleId" source="ruleId" alwaysOn />,
  <TextInput key="userId" source="userId" />,
  <DateTimeInput key="createdAt_gte" source="createdAt_gte" label="console.labels.from" parse={toInstant} alwaysOn />,
  <DateTimeInput key="createdAt_lte" source="createdAt_lte" label="console.labels.to" parse={toInstant} alwaysOn />,
];

const columns = [
  dateColumn('createdAt', { sortable: true }),
  textColumn('userEmail', { flex: 1.5 }),
  textColumn('campaignName', { flex: 1.5 }),
  textColumn('ruleId', { sortable: true }),
  choiceColumn('outcome', 'complianceOutcome', { sortable: true }),
  moneyColumn('amount', 'currency', { sortable: true }),
  choiceColumn('jurisdiction', 'jurisdiction'),
];

/** The CSV is made by the server for the filters on screen (GET /compliance-outcomes/export.csv), every page. */
const Actions = () => (
  <TopToolbar>
    <ListCsvButton />
  </TopToolbar>
);

/** Newest first; a row opens the decision with its figures. */
const ComplianceOutcomeList = () => (
  <ConsoleList filters={filters} columns={columns} sort={{ field: 'createdAt', order: 'DESC' }} rowClick="show" actions={<Actions />} />
);

export default ComplianceOutcomeList;
