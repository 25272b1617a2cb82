import { booleanColumn, choiceColumn, dateColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';

const columns = [
  choiceColumn('provider', 'paymentType'),
  booleanColumn('enabled'),
  booleanColumn('testMode'),
  choiceColumn('mode', 'gatewayMode'),
  textColumn('publicKey', { flex: 2 }),
  booleanColumn('hasSecretKey', { width: 160 }),
  booleanColumn('hasWebhookSecret', { width: 160 }),
  dateColumn('updatedAt'),
];

/** Which routes investors may pay by: the invest and top-up forms offer only the enabled ones. */
const PaymentGatewayList = () => <ConsoleList columns={columns} rowClick="edit" />;

export default PaymentGatewayList;
