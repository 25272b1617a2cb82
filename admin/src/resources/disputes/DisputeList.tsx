import { DISPUTE_KINDS, DISPUTE_STATUSES } from '@cf/domain/schemas/disputes';
import { PAYMENT_PROVIDERS } from '@cf/domain/wallet';
import type { GridColDef } from '@mui/x-data-grid';
import { BooleanInput } from 'react-admin';
import { choiceColumn, dateColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { choiceFilter, searchFilter } from '../../components/filters';
import { moneyColumn } from '../ledger/money';

const filters = [
  searchFilter,
  choiceFilter('status', 'disputeStatus', DISPUTE_STATUSES),
  choiceFilter('kind', 'disputeKind', DISPUTE_KINDS, false),
  choiceFilter('provider', 'paymentType', PAYMENT_PROVIDERS, false),
  <BooleanInput key="dueSoon" source="dueSoon" alwaysOn />,
];

const columns: GridColDef[] = [
  dateColumn('evidenceDueBy', { sortable: true }),
  choiceColumn('status', 'disputeStatus', { sortable: true, flex: 0, width: 130 }),
  choiceColumn('kind', 'disputeKind', { flex: 0, width: 140 }),
  moneyColumn('amount', 'currency', { sortable: true }),
  textColumn('payerEmail', { flex: 1.5 }),
  textColumn('campaignName', { flex: 1.5 }),
  choiceColumn('provider', 'paymentType', { flex: 0, width: 150 }),
  moneyColumn('owed', 'currency', { width: 130 }),
  dateColumn('openedAt', { sortable: true }),
];

/** Open ones first by default, the nearest evidence deadline on top (returns, which have none, last). */
const DisputeList = () => (
  <ConsoleList
    filters={filters}
    filterDefaultValues={{ status: 'open' }}
    columns={columns}
    sort={{ field: 'evidenceDueBy', order: 'ASC' }}
    rowClick="show"
    empty={false}
  />
);

export default DisputeList;
