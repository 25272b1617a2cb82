import { changeEmailInput } from '@cf/domain/schemas/profile';
import { getInputProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { parseForm } from '~/lib/validation';
import { Field, inputClass, withoutKey } from '../form/Field';
import { IntentForm } from '../settings/form-bits';

/** A new e-mail address, confirmed with the password; the API mails a link to the new address. */
export function ChangeEmailForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: 'change-email',
    lastResult,
    constraint: getZodConstraint(changeEmailInput),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, changeEmailInput, t),
  });
  const [emailKey, emailProps] = withoutKey(getInputProps(fields.newEmail, { type: 'email' }));
  const [passwordKey, passwordProps] = withoutKey(getInputProps(fields.password, { type: 'password' }));
  return (
    <IntentForm form={form} intent="email" submit={t('account.profile.changeEmailSubmit')}>
      <Field label={t('account.profile.newEmail')} meta={fields.newEmail}>
        <input key={emailKey} {...emailProps} autoComplete="email" dir="ltr" className={inputClass} />
      </Field>
      <Field label={t('account.profile.currentPassword')} meta={fields.password}>
        <input key={passwordKey} {...passwordProps} autoComplete="current-password" className={inputClass} />
      </Field>
    </IntentForm>
  );
}
