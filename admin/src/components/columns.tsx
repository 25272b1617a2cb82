import type { GridColDef, GridRenderCellParams } from '@mui/x-data-grid';
import { RecordContextProvider, ReferenceField, TextField, useTranslate } from 'react-admin';
import { VisibleText } from './VisibleText';

type Options = Partial<GridColDef>;

/** Columns are not sortable unless the API sorts by them (its sortColumns): pass { sortable: true }. */
export const textColumn = (field: string, options: Options = {}): GridColDef => ({
  field,
  flex: 1,
  minWidth: 120,
  sortable: false,
  ...options,
});

export const numberColumn = (field: string, options: Options = {}): GridColDef =>
  textColumn(field, { type: 'number', flex: 0, width: 110, ...options });

export const booleanColumn = (field: string, options: Options = {}): GridColDef =>
  textColumn(field, { type: 'boolean', flex: 0, width: 110, ...options });

export const dateColumn = (field: string, options: Options = {}): GridColDef =>
  textColumn(field, {
    type: 'dateTime',
    minWidth: 170,
    valueGetter: (value: unknown) => (value ? new Date(String(value)) : null),
    ...options,
  });

/** Text a user wrote (a comment, a name): hidden characters spelled out, in its own direction. */
export const userTextColumn = (field: string, options: Options = {}): GridColDef =>
  textColumn(field, {
    renderCell: (params: GridRenderCellParams) =>
      typeof params.value === 'string' && params.value !== '' ? <VisibleText value={params.value} /> : null,
    ...options,
  });

const ChoiceText = ({ prefix, value }: { prefix: string; value: unknown }) => {
  const translate = useTranslate();
  if (value === null || value === undefined || value === '') return null;
  return <>{translate(`console.choices.${prefix}.${String(value)}`, { _: String(value) })}</>;
};

/** A value from a fixed list (position, type...), shown with its translated label. */
export const choiceColumn = (field: string, prefix: string, options: Options = {}): GridColDef =>
  textColumn(field, {
    renderCell: (params: GridRenderCellParams) => <ChoiceText prefix={prefix} value={params.value} />,
    ...options,
  });

/** A foreign key shown as the referenced record's label (batched getMany by react-admin). */
export const referenceColumn = (field: string, reference: string, optionText: string, options: Options = {}): GridColDef =>
  textColumn(field, {
    renderCell: (params: GridRenderCellParams) => (
      <RecordContextProvider value={params.row}>
        <ReferenceField source={field} reference={reference} link={false}>
          <TextField source={optionText} />
        </ReferenceField>
      </RecordContextProvider>
    ),
    ...options,
  });

/** A small preview of an image URL; decorative, as the row's title says what it is. */
export const imageColumn = (field: string, options: Options = {}): GridColDef =>
  textColumn(field, {
    flex: 0,
    width: 110,
    renderCell: (params: GridRenderCellParams) =>
      params.value ? (
        <img src={String(params.value)} alt="" style={{ maxHeight: 40, maxWidth: 96, objectFit: 'contain', verticalAlign: 'middle' }} />
      ) : null,
    ...options,
  });
