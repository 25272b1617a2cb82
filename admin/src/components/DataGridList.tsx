import {
  DataGrid,
  type GridColDef,
  type GridColumnVisibilityModel,
  type GridPaginationModel,
  type GridRowId,
  type GridRowSelectionModel,
  type GridSortModel,
  GridToolbarColumnsButton,
  GridToolbarContainer,
} from '@mui/x-data-grid';
import { Box, LinearProgress, Typography } from '@mui/material';
import { type ReactNode, useMemo, useState } from 'react';
import { useListContext, useRedirect, useResourceContext, useStore, useTranslate } from 'react-admin';
import { useGridLocaleText } from './useGridLocaleText';

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100];

/** What a bulk action gets: the selected rows' ids, and a way to clear the selection once done. */
export type BulkSelection = { ids: GridRowId[]; clear: () => void };

type Props = {
  columns: GridColDef[];
  /** Where a row click leads; false for none. */
  rowClick?: 'edit' | 'show' | false;
  /** Columns hidden until the staff member shows them with the Columns button (fits 1280 px). */
  hiddenColumns?: string[];
  /** With it, rows get checkboxes and these actions show above the grid while rows are selected. */
  bulkActions?: (selection: BulkSelection) => ReactNode;
};

/** Cells whose clicks are their own (select, approve...), not "open this row". */
const OWN_CLICKS = '[data-field="__check__"], [data-field="actions"]';

const noSelection = (): GridRowSelectionModel => ({ type: 'include', ids: new Set() });

/** The toolbar: the Columns button (its choice is kept per resource), then the bulk actions. */
const Toolbar = ({ children }: { children?: ReactNode }) => (
  <GridToolbarContainer sx={{ px: 1, py: 0.5, gap: 2, minHeight: 48 }}>
    <GridToolbarColumnsButton />
    {children}
  </GridToolbarContainer>
);

/**
 * The one bridge between react-admin's list context (data, total, page, perPage, sort) and a
 * server-side MUI X DataGrid: paging and sorting go through react-admin, which asks the API.
 * Column headers are i18n keys: headerName when given, else resources.<name>.fields.<field>.
 * The grid never grows wider than its column of the layout (min-width 0), so its pager stays on screen.
 */
export const DataGridList = ({ columns, rowClick = 'edit', hiddenColumns = [], bulkActions }: Props) => {
  const { data, total, page, perPage, sort, setPage, setPerPage, setSort, isPending, isFetching } = useListContext();
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const redirect = useRedirect();
  const localeText = useGridLocaleText();
  const defaultVisibility = useMemo(() => Object.fromEntries(hiddenColumns.map((field) => [field, false])), [hiddenColumns]);
  const [visibility, setVisibility] = useStore<GridColumnVisibilityModel>(`${resource}.grid.columns`, defaultVisibility);
  const [selection, setSelection] = useState<GridRowSelectionModel>(noSelection);

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

  const selectedIds = [...selection.ids];
  const bulk =
    bulkActions && selectedIds.length > 0 ? (
      <Box role="group" aria-label={translate('console.grid.selection')} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="body2" role="status">
          {translate('console.grid.selected', { smart_count: selectedIds.length })}
        </Typography>
        {bulkActions({ ids: selectedIds, clear: () => setSelection(noSelection()) })}
      </Box>
    ) : null;

  const loading = isPending || isFetching;
  return (
    <Box sx={{ width: '100%', minWidth: 0 }}>
      {/* Loading shows as a named bar above the grid, not as the grid's own bar, which is unnamed and sits
          inside role="grid", where only rows may be (axe: aria-progressbar-name, aria-required-children). */}
      <Box sx={{ height: 4 }}>{loading ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}</Box>
      <DataGrid
        rows={data ?? []}
        columns={translatedColumns}
        rowCount={total ?? 0}
        // First load: the grid's skeleton rows (no progress bar inside the grid); later fetches: the bar above.
        loading={isPending}
        paginationMode="server"
        sortingMode="server"
        filterMode="server"
        paginationModel={paginationModel}
        onPaginationModelChange={onPaginationModelChange}
        sortModel={sortModel}
        onSortModelChange={onSortModelChange}
        sortingOrder={['asc', 'desc']}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        columnVisibilityModel={visibility}
        onColumnVisibilityModelChange={(model) => setVisibility(model)}
        checkboxSelection={Boolean(bulkActions)}
        rowSelectionModel={selection}
        onRowSelectionModelChange={(model) => setSelection(model)}
        keepNonExistentRowsSelected={false}
        showToolbar
        slots={{ toolbar: Toolbar }}
        slotProps={{ toolbar: { children: bulk } as object }}
        disableColumnFilter
        disableColumnMenu
        disableRowSelectionOnClick
        autoHeight
        localeText={localeText}
        label={translate(`resources.${resource}.name`, { smart_count: 2, _: resource })}
        // A click opens the row, but not one on the selection checkbox nor on a row's own action buttons.
        onRowClick={
          rowClick
            ? (params, event) => {
                if (!(event.target as Element).closest(OWN_CLICKS)) redirect(rowClick, resource, params.id);
              }
            : undefined
        }
        sx={{
          border: 0,
          '& .MuiDataGrid-row': { cursor: rowClick ? 'pointer' : 'default' },
        }}
      />
    </Box>
  );
};
