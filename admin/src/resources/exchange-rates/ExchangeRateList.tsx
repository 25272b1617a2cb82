import { CreateButton, TextInput, TopToolbar } from 'react-admin';
import { dateColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { UploadRatesButton } from './UploadRatesButton';

const filters = [
  <TextInput key="baseCurrency" source="baseCurrency" alwaysOn />,
  <TextInput key="quoteCurrency" source="quoteCurrency" alwaysOn />,
];

const columns = [
  textColumn('effectiveOn', { sortable: true }),
  textColumn('baseCurrency', { sortable: true }),
  textColumn('quoteCurrency'),
  textColumn('rate'),
  dateColumn('createdAt'),
];

/** One rate typed in, or a day's rates from a file. */
const Actions = () => (
  <TopToolbar>
    <CreateButton />
    <UploadRatesButton />
  </TopToolbar>
);

/** Latest first; the rate is shown as entered (an exact decimal). */
const ExchangeRateList = () => (
  <ConsoleList filters={filters} columns={columns} sort={{ field: 'effectiveOn', order: 'DESC' }} actions={<Actions />} empty={false} />
);

export default ExchangeRateList;
