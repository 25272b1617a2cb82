import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { CreateButton, DateInput, NullableBooleanInput, NumberInput, SelectInput, TopToolbar, useTranslate } from 'react-admin';
import { booleanColumn, dateColumn, numberColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { ListCsvButton } from '../ledger/ListCsvButton';
import { moneyColumn } from '../ledger/money';
import { kindChoices, statusChoices } from './choices';

const Label = ({ prefix, value }: { prefix: string; value: unknown }) => {
  const translate = useTranslate();
  if (value === null || value === undefined) return null;
  return <>{translate(`repayments.${prefix}.${String(value)}`, { _: String(value) })}</>;
};
const labelled = (prefix: string) => ({ renderCell: (params: GridRenderCellParams) => <Label prefix={prefix} value={params.value} /> });

const filters = [
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <NumberInput key="campaignId" source="campaignId" alwaysOn />,
  <DateInput key="dueFrom" source="dueFrom" alwaysOn />,
  <DateInput key="dueTo" source="dueTo" alwaysOn />,
  <SelectInput key="kind" source="kind" choices={kindChoices} />,
  <NullableBooleanInput key="late" source="late" />,
];

const columns: GridColDef[] = [
  textColumn('dueDate', { sortable: true, flex: 0, width: 120 }),
  textColumn('campaignName', { flex: 2 }),
  numberColumn('number', { width: 100 }),
  textColumn('kind', labelled('kinds')),
  moneyColumn('amount', 'currencyCode', { sortable: true }),
  textColumn('status', { sortable: true, ...labelled('statuses') }),
  textColumn('paymentType', labelled('routes')),
  booleanColumn('automatic'),
  booleanColumn('late', { width: 90 }),
  dateColumn('paidAt', { sortable: true }),
];

const Actions = () => (
  <TopToolbar>
    <CreateButton label="repayments.console.credit" />
    <ListCsvButton />
  </TopToolbar>
);

/** By due date (earliest first); a row opens the repayment and its decisions. Empty, it still offers filters and crediting. */
const RepaymentList = () => (
  <ConsoleList
    filters={filters}
    columns={columns}
    sort={{ field: 'dueDate', order: 'ASC' }}
    rowClick="show"
    actions={<Actions />}
    empty={false}
  />
);

export default RepaymentList;
