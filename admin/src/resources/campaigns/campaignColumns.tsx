import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { Box, Typography } from '@mui/material';
import { booleanColumn, choiceColumn, dateColumn, textColumn } from '../../components/columns';
import { fullName } from '../users/fullName';
import { CampaignMoney } from './CampaignMoney';
import { StatusRibbon } from './StatusRibbon';

type Row = Record<string, unknown>;

/** A calendar date (YYYY-MM-DD) read as that day where the staff member is, not as UTC midnight. */
const toDay = (value: unknown) => {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : null;
};

const NameCell = ({ row }: { row: Row }) => (
  <Box sx={{ lineHeight: 1.3, py: 0.5, minWidth: 0 }}>
    <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
      {String(row.campaignName || row.companyName || row.slug || '')}
    </Typography>
    {row.campaignName && row.companyName ? (
      <Typography variant="caption" noWrap component="div" color="text.secondary">
        {String(row.companyName)}
      </Typography>
    ) : null}
  </Box>
);

const moneyColumn = (field: string): GridColDef =>
  textColumn(field, {
    sortable: true,
    flex: 0,
    width: 150,
    align: 'right',
    headerAlign: 'right',
    renderCell: (params: GridRenderCellParams) => (
      <CampaignMoney value={params.value} currency={(params.row as Row).currency as Parameters<typeof CampaignMoney>[0]['currency']} />
    ),
  });

/** The columns of both campaign lists; sortable ones are the API's sort columns. */
export const campaignColumns: GridColDef[] = [
  // Sorted by company name (the API's column); shown as the campaign's name over its company's.
  textColumn('companyName', {
    sortable: true,
    flex: 2,
    minWidth: 200,
    headerName: 'resources.campaigns.fields.name',
    renderCell: (params: GridRenderCellParams) => <NameCell row={params.row as Row} />,
  }),
  textColumn('ownerEmail', {
    flex: 1.5,
    valueGetter: (_value: unknown, row: Row) => {
      const name = fullName({ firstName: row.ownerFirstName, lastName: row.ownerLastName });
      return name && row.ownerEmail ? `${name} <${String(row.ownerEmail)}>` : String(row.ownerEmail ?? '');
    },
  }),
  choiceColumn('investingType', 'investingType', { flex: 0, width: 100 }),
  textColumn('status', {
    sortable: true,
    flex: 0,
    width: 150,
    renderCell: (params: GridRenderCellParams) => <StatusRibbon status={params.value} />,
  }),
  moneyColumn('goal'),
  moneyColumn('raisedAmount'),
  textColumn('closingDate', { sortable: true, type: 'date', flex: 0, width: 120, valueGetter: toDay }),
  dateColumn('submittedAt', { sortable: true }),
  booleanColumn('featured', { width: 100 }),
];
