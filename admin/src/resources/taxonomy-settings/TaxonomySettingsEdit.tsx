import { Edit } from 'react-admin';
import { TaxonomySettingsForm } from './TaxonomySettingsForm';

const TaxonomySettingsEdit = () => (
  <Edit mutationMode="pessimistic">
    <TaxonomySettingsForm />
  </Edit>
);

export default TaxonomySettingsEdit;
