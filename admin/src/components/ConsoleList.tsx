import { PAGE_SIZE } from '@cf/domain';
import type { GridColDef } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { List, type ListProps } from 'react-admin';
import { type BulkSelection, DataGridList } from './DataGridList';

type Props = Omit<ListProps, 'children' | 'pagination'> & {
  columns: GridColDef[];
  rowClick?: 'edit' | 'show' | false;
  hiddenColumns?: string[];
  bulkActions?: (selection: BulkSelection) => ReactNode;
};

/** A react-admin list (filters, sort, page in the URL) rendered by the shared server-side grid. */
export const ConsoleList = ({ columns, rowClick, hiddenColumns, bulkActions, ...props }: Props) => (
  <List perPage={PAGE_SIZE.consoleDefault} pagination={false} exporter={false} sx={{ minWidth: 0 }} {...props}>
    <DataGridList columns={columns} rowClick={rowClick} hiddenColumns={hiddenColumns} bulkActions={bulkActions} />
  </List>
);
