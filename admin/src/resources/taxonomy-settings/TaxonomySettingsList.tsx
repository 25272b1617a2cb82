import { textColumn } from '../../components/columns';
import { ConsoleList } from '../../components/ConsoleList';
import { langFilter } from '../../components/filters';

const taxonomySettingsFilters = [langFilter];

const columns = [
  textColumn('lang', { sortable: true, flex: 0, width: 100 }),
  textColumn('projectSingular'),
  textColumn('projectPlural'),
  textColumn('investorSingular'),
  textColumn('ownerSingular'),
];

const TaxonomySettingsList = () => (
  <ConsoleList filters={taxonomySettingsFilters} sort={{ field: 'lang', order: 'ASC' }} columns={columns} />
);

export default TaxonomySettingsList;
