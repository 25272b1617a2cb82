import { CAPTCHA_PLACES, captchaSettingsInput } from '@cf/domain';
import { BooleanInput, PasswordInput, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { SaveOnlyToolbar } from '../../components/SaveOnlyToolbar';
import { SecretHelperText } from '../../components/SecretHelperText';
import { SettingsEdit } from '../../components/SettingsEdit';
import { useChoices } from '../../components/useChoices';
import { formResolver } from '../../providers/formResolver';

const resolver = formResolver(captchaSettingsInput);
const PROVIDERS = ['svg', 'recaptcha'] as const;

/** Which forms ask for a captcha. The reCAPTCHA secret is write-only: empty keeps the stored one. */
const CaptchaSettingsEdit = () => (
  <SettingsEdit>
    <SimpleForm resolver={resolver} toolbar={<SaveOnlyToolbar />}>
      <SelectInput source="provider" choices={useChoices('captchaProvider', PROVIDERS)} />
      <TextInput source="recaptchaSiteKey" />
      <PasswordInput source="recaptchaSecretKey" autoComplete="new-password" helperText={<SecretHelperText flag="hasRecaptchaSecret" />} />
      {CAPTCHA_PLACES.map((place) => (
        <BooleanInput key={place} source={place} />
      ))}
    </SimpleForm>
  </SettingsEdit>
);

export default CaptchaSettingsEdit;
