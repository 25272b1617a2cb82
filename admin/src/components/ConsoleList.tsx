import { PAGE_SIZE } from '@cf/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { List, type ListProps } from 'react-admin';
import { DataGridList } from './DataGridList';

type Props = Omit<ListProps, 'children' | 'pagination'> & {
  columns: GridColDef[];
  rowClick?: 'edit' | 'show' | false;
};

/** A react-admin list (filters, sort, page in the URL) rendered by the shared server-side grid. */
export const ConsoleList = ({ columns, rowClick, ...props }: Props) => (
  <List perPage={PAGE_SIZE.consoleDefault} pagination={false} exporter={false} {...props}>
    <DataGridList columns={columns} rowClick={rowClick} />
  </List>
);
