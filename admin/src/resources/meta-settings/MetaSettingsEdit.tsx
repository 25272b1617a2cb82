import { Edit } from 'react-admin';
import { MetaSettingsForm } from './MetaSettingsForm';

const MetaSettingsEdit = () => (
  <Edit mutationMode="pessimistic">
    <MetaSettingsForm />
  </Edit>
);

export default MetaSettingsEdit;
