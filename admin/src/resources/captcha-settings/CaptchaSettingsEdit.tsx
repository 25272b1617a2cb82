import { CAPTCHA_PLACES, captchaSettingsInput } from '@cf/domain';
import { BooleanInput, PasswordInput, SelectInput, TextInput } from 'react-admin';
import { SecretHelperText } from '../../components/SecretHelperText';
import { SettingsForm } from '../../components/SettingsEdit';
import { useChoices } from '../../components/useChoices';

const PROVIDERS = ['svg', 'recaptcha'] as const;

/** Which forms ask for a captcha. The reCAPTCHA secret is write-only: empty keeps the stored one. */
const CaptchaSettingsEdit = () => (
  <SettingsForm schema={captchaSettingsInput}>
    <SelectInput source="provider" choices={useChoices('captchaProvider', PROVIDERS)} />
    <TextInput source="recaptchaSiteKey" />
    <PasswordInput source="recaptchaSecretKey" autoComplete="new-password" helperText={<SecretHelperText flag="hasRecaptchaSecret" />} />
    {CAPTCHA_PLACES.map((place) => (
      <BooleanInput key={place} source={place} />
    ))}
  </SettingsForm>
);

export default CaptchaSettingsEdit;
