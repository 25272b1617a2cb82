import { dateColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { TextInput } from 'react-admin';

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

/** Latest first; the rate is shown as entered (an exact decimal). */
const ExchangeRateList = () => <ConsoleList filters={filters} columns={columns} sort={{ field: 'effectiveOn', order: 'DESC' }} />;

export default ExchangeRateList;
