import { DataGrid, type GridColDef, type GridPaginationModel, type GridSortModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useListContext, useRedirect, useResourceContext, useTranslate } from 'react-admin';
import { useGridLocaleText } from './useGridLocaleText';

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100];

type Props = {
  columns: GridColDef[];
  /** Where a row click leads; false for none. */
  rowClick?: 'edit' | 'show' | false;
};

/**
 * The one bridge between react-admin's list context (data, total, page, perPage, sort) and a
 * server-side MUI X DataGrid: paging and sorting go through react-admin, which asks the API.
 * Column headers are i18n keys: headerName when given, else resources.<name>.fields.<field>.
 */
export const DataGridList = ({ columns, rowClick = 'edit' }: Props) => {
  const { data, total, page, perPage, sort, setPage, setPerPage, setSort, isPending, isFetching } = useListContext();
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const redirect = useRedirect();
  const localeText = useGridLocaleText();

  const translatedColumns = useMemo(
    () =>
      columns.map((column) => ({
        ...column,
        headerName: column.headerName
          ? translate(column.headerName, { _: column.headerName })
          : translate(`resources.${resource}.fields.${column.field}`, { _: column.field }),
      })),
    [columns, resource, translate],
  );

  const paginationModel = useMemo(() => ({ page: page - 1, pageSize: perPage }), [page, perPage]);
  const sortModel = useMemo<GridSortModel>(
    () => (sort?.field ? [{ field: sort.field, sort: sort.order === 'DESC' ? 'desc' : 'asc' }] : []),
    [sort],
  );

  const onPaginationModelChange = (model: GridPaginationModel) => {
    if (model.pageSize !== perPage) setPerPage(model.pageSize);
    else if (model.page !== page - 1) setPage(model.page + 1);
  };
  const onSortModelChange = (model: GridSortModel) => {
    const [first] = model;
    if (first?.sort) setSort({ field: first.field, order: first.sort === 'desc' ? 'DESC' : 'ASC' });
  };

  return (
    <DataGrid
      rows={data ?? []}
      columns={translatedColumns}
      rowCount={total ?? 0}
      loading={isPending || isFetching}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      paginationModel={paginationModel}
      onPaginationModelChange={onPaginationModelChange}
      sortModel={sortModel}
      onSortModelChange={onSortModelChange}
      sortingOrder={['asc', 'desc']}
      pageSizeOptions={PAGE_SIZE_OPTIONS}
      disableColumnFilter
      disableColumnMenu
      disableRowSelectionOnClick
      autoHeight
      localeText={localeText}
      label={translate(`resources.${resource}.name`, { smart_count: 2, _: resource })}
      onRowClick={rowClick ? (params) => redirect(rowClick, resource, params.id) : undefined}
      sx={{
        border: 0,
        '& .MuiDataGrid-row': { cursor: rowClick ? 'pointer' : 'default' },
      }}
    />
  );
};
