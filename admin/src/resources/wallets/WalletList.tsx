import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { Link, TopToolbar, useCreatePath, useTranslate } from 'react-admin';
import { dateColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { searchFilter } from '../../components/filters';
import { currencyFilter } from '../ledger/filters';
import { ListCsvButton } from '../ledger/ListCsvButton';
import { moneyColumn } from '../ledger/money';

/** A wallet's movements are its owner's transfers in its currency: the transactions list, filtered. */
const TransfersLink = ({ userId, currency }: { userId: string; currency: string }) => {
  const createPath = useCreatePath();
  const translate = useTranslate();
  const filter = encodeURIComponent(JSON.stringify({ userId, currency }));
  return (
    <Link to={`${createPath({ resource: 'transactions', type: 'list' })}?filter=${filter}`}>
      {translate('console.ledger.openTransfers')}
    </Link>
  );
};

const filters = [searchFilter, currencyFilter];

const columns: GridColDef[] = [
  textColumn('userEmail', { sortable: true, flex: 2 }),
  textColumn('userName', { flex: 1.5 }),
  textColumn('currency', { sortable: true, flex: 0, width: 100 }),
  moneyColumn('balance', 'currency', { sortable: true }),
  dateColumn('createdAt', { sortable: true }),
  textColumn('transfers', {
    headerName: 'console.ledger.transfers',
    renderCell: (params: GridRenderCellParams) => <TransfersLink userId={params.row.userId} currency={params.row.currency} />,
  }),
];

const Actions = () => (
  <TopToolbar>
    <ListCsvButton />
  </TopToolbar>
);

/** Largest balance first; the search finds an owner by e-mail. Balances are the ledger's own. */
const WalletList = () => (
  <ConsoleList
    filters={filters}
    columns={columns}
    sort={{ field: 'balance', order: 'DESC' }}
    rowClick={false}
    actions={<Actions />}
    empty={false}
  />
);

export default WalletList;
