import { PAYOUT_METHODS, PAYOUT_STATUSES } from '@cf/domain/payouts';
import type { GridRenderCellParams } from '@mui/x-data-grid';
import { SelectInput, useTranslate } from 'react-admin';
import { textColumn } from '../../components/columns';

/** Payout statuses and methods, labelled from the payouts namespace. */
export const STATUS_CHOICES = PAYOUT_STATUSES.map((id) => ({ id, name: `payouts.console.statuses.${id}` }));
export const METHOD_CHOICES = PAYOUT_METHODS.map((id) => ({ id, name: `payouts.console.methods.${id}` }));

const Label = ({ group, value }: { group: 'statuses' | 'methods'; value: unknown }) => {
  const translate = useTranslate();
  if (typeof value !== 'string') return null;
  return <>{translate(`payouts.console.${group}.${value}`, { _: value })}</>;
};

export const labelColumn = (field: string, group: 'statuses' | 'methods', options: { sortable?: boolean } = {}) =>
  textColumn(field, { renderCell: (params: GridRenderCellParams) => <Label group={group} value={params.value} />, ...options });

export const statusFilter = <SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />;
