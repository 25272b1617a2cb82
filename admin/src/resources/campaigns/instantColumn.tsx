import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { dateColumn } from '../../components/columns';
import { Instant } from './show/Dates';

/** A moment in a list, written in the console's language (the grid's own format follows the browser's). */
export const instantColumn = (field: string, options: Partial<GridColDef> = {}): GridColDef =>
  dateColumn(field, {
    renderCell: (params: GridRenderCellParams) => <Instant value={typeof params.row[field] === 'string' ? params.row[field] : null} />,
    ...options,
  });
