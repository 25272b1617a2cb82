import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { Box } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { textColumn } from '../components/columns';
import type { ConsoleDataProvider } from '../providers/dataProvider';
import { ReviewButtons } from './ReviewActions';

export type ReviewKind = 'kyc' | 'accreditations';

export const isReviewKind = (resource: string | undefined): resource is ReviewKind => resource === 'kyc' || resource === 'accreditations';

/** The decision methods of a review queue, from the data provider. */
export function useReviewDecisions(kind: ReviewKind) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return kind === 'kyc'
    ? { approve: dataProvider.approveKyc, decline: dataProvider.declineKyc }
    : { approve: dataProvider.approveAccreditation, decline: dataProvider.declineAccreditation };
}

const RowButtons = ({ kind, row }: { kind: ReviewKind; row: { id: string | number; status: string } }) => {
  const decisions = useReviewDecisions(kind);
  if (row.status !== 'under-review') return null;
  // The dialogs are portals: their clicks and keys must not reach the grid (row click, cell keys).
  return (
    <Box onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()} sx={{ display: 'flex', gap: 0.5 }}>
      <ReviewButtons kind={kind} id={row.id} {...decisions} />
    </Box>
  );
};

/** A queue's last column: approve or decline a waiting request without opening it. */
export const reviewActionsColumn = (kind: ReviewKind): GridColDef =>
  textColumn('actions', {
    headerName: 'console.grid.rowActions',
    flex: 0,
    width: 210,
    renderCell: (params: GridRenderCellParams) => <RowButtons kind={kind} row={params.row as { id: string | number; status: string }} />,
  });
