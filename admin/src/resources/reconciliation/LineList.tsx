import { STATEMENT_LINE_STATUSES } from '@cf/domain/schemas/disputes';
import type { GridColDef } from '@mui/x-data-grid';
import { TopToolbar } from 'react-admin';
import { choiceColumn, dateColumn, numberColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { choiceFilter, searchFilter } from '../../components/filters';
import { moneyColumn } from '../ledger/money';
import { UploadStatementButton } from './UploadStatementButton';

const filters = [searchFilter, choiceFilter('status', 'statementLineStatus', STATEMENT_LINE_STATUSES)];

const columns: GridColDef[] = [
  textColumn('date', { sortable: true, flex: 0, width: 120 }),
  moneyColumn('amount', 'currency', { sortable: true }),
  textColumn('reference', { flex: 1.2 }),
  textColumn('description', { flex: 2 }),
  choiceColumn('status', 'statementLineStatus', { sortable: true, flex: 0, width: 160 }),
  choiceColumn('problem', 'statementProblem', { flex: 1.5 }),
  textColumn('investmentReference', { flex: 0, width: 150 }),
  numberColumn('lineNo', { width: 80 }),
  dateColumn('createdAt', { sortable: true }),
];

const Actions = () => (
  <TopToolbar>
    <UploadStatementButton />
  </TopToolbar>
);

/** What waits for a decision first (the filter's default); a row opens the line to match or ignore it. */
const LineList = () => (
  <ConsoleList
    filters={filters}
    filterDefaultValues={{ status: 'unmatched' }}
    columns={columns}
    sort={{ field: 'createdAt', order: 'DESC' }}
    rowClick="show"
    actions={<Actions />}
    empty={false}
  />
);

export default LineList;
