import { booleanColumn, choiceColumn, textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';

const columns = [
  choiceColumn('provider', 'socialProvider', { sortable: true }),
  booleanColumn('enabled'),
  textColumn('clientId', { flex: 2 }),
  booleanColumn('hasClientSecret', { width: 160 }),
];

const SocialSignupSettingsList = () => <ConsoleList sort={{ field: 'provider', order: 'ASC' }} columns={columns} />;

export default SocialSignupSettingsList;
