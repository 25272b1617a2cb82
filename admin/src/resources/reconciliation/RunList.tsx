import { RECONCILIATION_STATUSES } from '@cf/domain/schemas/disputes';
import { PAYMENT_PROVIDERS } from '@cf/domain/wallet';
import type { GridColDef } from '@mui/x-data-grid';
import { choiceColumn, dateColumn, numberColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { choiceFilter } from '../../components/filters';

const filters = [
  choiceFilter('status', 'reconciliationStatus', RECONCILIATION_STATUSES),
  choiceFilter('provider', 'paymentType', PAYMENT_PROVIDERS),
];

const columns: GridColDef[] = [
  textColumn('day', { sortable: true, flex: 0, width: 130 }),
  choiceColumn('provider', 'paymentType', { sortable: true }),
  choiceColumn('status', 'reconciliationStatus', { flex: 0, width: 170 }),
  numberColumn('providerCount', { width: 140 }),
  numberColumn('ledgerCount', { width: 140 }),
  numberColumn('matched'),
  numberColumn('differences', { sortable: true }),
  dateColumn('createdAt', { sortable: true }),
];

/** Newest day first: one row per payment route and day; a row opens its differences. */
const RunList = () => (
  <ConsoleList filters={filters} columns={columns} sort={{ field: 'day', order: 'DESC' }} rowClick="show" empty={false} />
);

export default RunList;
