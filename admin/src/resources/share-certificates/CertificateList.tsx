import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { NullableBooleanInput, NumberInput, SearchInput, useTranslate } from 'react-admin';
import { dateColumn, numberColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';

const TypeText = ({ value }: { value: unknown }) => {
  const translate = useTranslate();
  return value ? <>{translate(`console.certificates.types.${String(value)}`, { _: String(value) })}</> : null;
};

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <NumberInput key="campaignId" source="campaignId" alwaysOn />,
  <NullableBooleanInput key="live" source="live" alwaysOn />,
];

const columns: GridColDef[] = [
  numberColumn('number', { sortable: true, width: 90 }),
  textColumn('campaignName', { flex: 2 }),
  textColumn('holderName', { flex: 1.5 }),
  textColumn('holderEmail', { flex: 2 }),
  numberColumn('shares', { sortable: true }),
  textColumn('shareClass'),
  textColumn('type', { renderCell: (params: GridRenderCellParams) => <TypeText value={params.value} /> }),
  dateColumn('issuedAt', { sortable: true }),
  dateColumn('voidedAt', { sortable: true }),
];

/** Newest first; a row opens the certificate, its PDF and the reissue. */
const CertificateList = () => (
  <ConsoleList filters={filters} columns={columns} sort={{ field: 'issuedAt', order: 'DESC' }} rowClick="show" />
);

export default CertificateList;
