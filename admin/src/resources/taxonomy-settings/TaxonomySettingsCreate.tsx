import { Create } from 'react-admin';
import { TaxonomySettingsForm, newTaxonomySettings } from './TaxonomySettingsForm';

const TaxonomySettingsCreate = () => (
  <Create>
    <TaxonomySettingsForm defaultValues={newTaxonomySettings} />
  </Create>
);

export default TaxonomySettingsCreate;
