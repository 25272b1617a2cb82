import type { GridColDef } from '@mui/x-data-grid';
import { NullableBooleanInput } from 'react-admin';
import { booleanColumn, dateColumn, numberColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { moneyColumn } from '../ledger/money';
import { OutcomeText } from './OutcomeText';

const filters = [
  <NullableBooleanInput key="matured" source="matured" alwaysOn />,
  <NullableBooleanInput key="decided" source="decided" alwaysOn />,
];

const columns: GridColDef[] = [
  textColumn('maturityDate', { sortable: true, flex: 0, width: 130 }),
  textColumn('campaignName', { flex: 2 }),
  moneyColumn('principal', 'currency'),
  numberColumn('investments'),
  booleanColumn('matured'),
  textColumn('outcome', { renderCell: (params) => <OutcomeText value={params.value} /> }),
  dateColumn('decidedAt', { sortable: true }),
];

/** Campaigns with convertible note terms, earliest maturity first; a row opens the decision. */
const NoteList = () => (
  <ConsoleList filters={filters} columns={columns} sort={{ field: 'maturityDate', order: 'ASC' }} rowClick="show" empty={false} />
);

export default NoteList;
