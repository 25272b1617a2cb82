import { deleteAccountRequestInput, PROFILE_LIMITS } from '@cf/domain/schemas/profile';
import { getInputProps, getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { parseForm } from '~/lib/validation';
import { Field, inputClass, withoutKey } from '../form/Field';
import { IntentForm } from './form-bits';

/** The deletion request: the password again and an optional reason; staff complete it. */
export function DeleteAccountForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: 'delete-account',
    lastResult,
    constraint: getZodConstraint(deleteAccountRequestInput),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, deleteAccountRequestInput, t),
  });
  const [passwordKey, passwordProps] = withoutKey(getInputProps(fields.password, { type: 'password' }));
  const [reasonKey, reasonProps] = withoutKey(getTextareaProps(fields.reason));
  return (
    <IntentForm form={form} intent="delete" submit={t('account.deletion.submit')}>
      <Field label={t('account.deletion.password')} meta={fields.password}>
        <input key={passwordKey} {...passwordProps} autoComplete="current-password" className={`${inputClass} max-w-sm`} />
      </Field>
      <Field label={t('account.deletion.reason')} meta={fields.reason}>
        <textarea key={reasonKey} {...reasonProps} rows={4} maxLength={PROFILE_LIMITS.deletionReasonMax} className={inputClass} />
      </Field>
    </IntentForm>
  );
}
