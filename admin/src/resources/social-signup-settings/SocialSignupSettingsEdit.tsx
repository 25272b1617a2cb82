import { SOCIAL_PROVIDERS, socialSignupInput } from '@cf/domain';
import { BooleanInput, Edit, PasswordInput, SelectInput, TextInput } from 'react-admin';
import { SaveOnlyToolbar } from '../../components/SaveOnlyToolbar';
import { SecretHelperText } from '../../components/SecretHelperText';
import { useChoices } from '../../components/useChoices';
import { SchemaForm } from '../../components/SchemaForm';

/** The client secret is write-only: the record only says whether one is stored. */
const SocialSignupSettingsEdit = () => (
  <Edit mutationMode="pessimistic">
    <SchemaForm schema={socialSignupInput} toolbar={<SaveOnlyToolbar />}>
      <SelectInput source="provider" choices={useChoices('socialProvider', SOCIAL_PROVIDERS)} readOnly />
      <BooleanInput source="enabled" />
      <TextInput source="clientId" />
      <PasswordInput source="clientSecret" autoComplete="new-password" helperText={<SecretHelperText flag="hasClientSecret" />} />
    </SchemaForm>
  </Edit>
);

export default SocialSignupSettingsEdit;
