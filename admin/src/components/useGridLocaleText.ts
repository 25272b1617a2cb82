import type { GridLocaleText } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';

/** The grid's own words (empty state, pager, sort labels) from the console's i18n resources. */
export function useGridLocaleText(): Partial<GridLocaleText> {
  const translate = useTranslate();
  return useMemo(
    () => ({
      noRowsLabel: translate('console.grid.noRows'),
      noResultsOverlayLabel: translate('console.grid.noRows'),
      paginationRowsPerPage: translate('console.grid.rowsPerPage'),
      paginationDisplayedRows: ({ from, to, count }) => translate('console.grid.displayedRows', { from, to, count }),
      paginationItemAriaLabel: (type) => translate(`console.grid.page.${type}`),
      columnHeaderSortIconLabel: translate('console.grid.sort'),
      booleanCellTrueLabel: translate('console.choices.boolean.true'),
      booleanCellFalseLabel: translate('console.choices.boolean.false'),
      footerTotalRows: translate('console.grid.totalRows'),
      footerRowSelected: (count) => translate('console.grid.selected', { smart_count: count }),
      toolbarColumns: translate('console.grid.columns'),
      toolbarColumnsLabel: translate('console.grid.columnsLabel'),
      columnsManagementSearchTitle: translate('console.grid.columnsSearch'),
      columnsManagementShowHideAllText: translate('console.grid.columnsShowHideAll'),
      columnsManagementReset: translate('console.grid.columnsReset'),
      checkboxSelectionHeaderName: translate('console.grid.selection'),
      checkboxSelectionSelectAllRows: translate('console.grid.selectAll'),
      checkboxSelectionUnselectAllRows: translate('console.grid.selectAll'),
      checkboxSelectionSelectRow: translate('console.grid.selectRow'),
      checkboxSelectionUnselectRow: translate('console.grid.unselectRow'),
    }),
    [translate],
  );
}
