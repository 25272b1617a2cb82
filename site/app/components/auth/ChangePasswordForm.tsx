import { updatePasswordInput } from '@cf/domain/schemas/accounts';
import { getFormProps, getInputProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod/v4';
import { Form, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { parseForm } from '~/lib/validation';
import { Field, FormErrors, inputClass, withoutKey } from '../form/Field';
import { SubmitButton } from '../form/SubmitButton';
import { NewPasswordFields } from './PasswordRule';
import type { AccountPick } from '~/lib/account-messages';

/** The form and the password schema’s sentences: the `account`/`auth` sections each route rendering this component requests (accountMessages). */
export const CHANGE_PASSWORD_FORM_MESSAGES = { account: ['password'], auth: ['validation', 'errors'] } as const satisfies AccountPick;

/** Current password, new password (with the rule) and its confirmation: updatePasswordInput. */
export function ChangePasswordForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult,
    constraint: getZodConstraint(updatePasswordInput),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, updatePasswordInput, t),
  });
  const [currentKey, currentProps] = withoutKey(getInputProps(fields.currentPassword, { type: 'password' }));
  const busy = navigation.state === 'submitting' && navigation.formAction === '/settings/change-password';
  return (
    <Form method="post" action="/settings/change-password" {...getFormProps(form)} className="max-w-md space-y-5">
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field label={t('account.password.currentPassword')} meta={fields.currentPassword}>
        <input key={currentKey} {...currentProps} autoComplete="current-password" className={inputClass} />
      </Field>
      <NewPasswordFields fields={fields} />
      <SubmitButton busy={busy}>{t('account.password.changeSubmit')}</SubmitButton>
    </Form>
  );
}
