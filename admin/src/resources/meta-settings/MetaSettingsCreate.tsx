import { Create } from 'react-admin';
import { MetaSettingsForm, newMetaSettings } from './MetaSettingsForm';

const MetaSettingsCreate = () => (
  <Create>
    <MetaSettingsForm defaultValues={newMetaSettings} />
  </Create>
);

export default MetaSettingsCreate;
