import { WALLET_STATUS } from '@cf/domain/wallet';
import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { SelectInput, TopToolbar, useTranslate } from 'react-admin';
import { dateColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { searchFilter } from '../../components/filters';
import { currencyFilter } from '../ledger/filters';
import { ListCsvButton } from '../ledger/ListCsvButton';
import { moneyColumn } from '../ledger/money';

/** Spec §3's numeric statuses (0 pending … 3 failed), labelled console.choices.withdrawalStatus.<n>. */
const STATUS_CHOICES = Object.values(WALLET_STATUS).map((id) => ({ id, name: `console.choices.withdrawalStatus.${id}` }));

const StatusText = ({ value }: { value: unknown }) => {
  const translate = useTranslate();
  return <>{translate(`console.choices.withdrawalStatus.${String(value)}`, { _: String(value) })}</>;
};

const filters = [searchFilter, <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />, currencyFilter];

const columns: GridColDef[] = [
  dateColumn('createdAt', { sortable: true }),
  textColumn('userEmail', { flex: 2 }),
  moneyColumn('amount', 'currency', { sortable: true }),
  moneyColumn('fee', 'currency', { width: 110 }),
  textColumn('status', { sortable: true, renderCell: (params: GridRenderCellParams) => <StatusText value={params.value} /> }),
  textColumn('bankName', { flex: 1.5 }),
  textColumn('accountNumberLast4', { flex: 0, width: 110 }),
  textColumn('reference', { headerName: 'payouts.console.withdrawals.fields.reference' }),
];

const Actions = () => (
  <TopToolbar>
    <ListCsvButton />
  </TopToolbar>
);

/** Newest first; the search finds an investor's e-mail or a bank's name; a row opens it, to pay or reject it. */
const WithdrawalList = () => (
  <ConsoleList
    filters={filters}
    columns={columns}
    // The fee and the reference are on the withdrawal's page (and one click away: Columns). Fits 1280 px.
    hiddenColumns={['fee', 'reference']}
    sort={{ field: 'createdAt', order: 'DESC' }}
    rowClick="show"
    actions={<Actions />}
    empty={false}
  />
);

export default WithdrawalList;
