import { textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { langFilter } from '../../components/filters';

const metaSettingsFilters = [langFilter];

const columns = [
  textColumn('lang', { sortable: true, flex: 0, width: 100 }),
  textColumn('metaTitle', { flex: 2 }),
  textColumn('metaDescription', { flex: 3 }),
];

const MetaSettingsList = () => <ConsoleList filters={metaSettingsFilters} sort={{ field: 'lang', order: 'ASC' }} columns={columns} />;

export default MetaSettingsList;
