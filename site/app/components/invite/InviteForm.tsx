import { sendInvitesInput } from '@cf/domain/schemas/profile';
import { getTextareaProps, type SubmissionResult, useForm } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { parseForm } from '~/lib/validation';
import { Field, inputClass, withoutKey } from '../form/Field';
import { IntentForm } from '../settings/form-bits';

/**
 * E-mails separated by commas (spec §5). Each address is checked; a wrong one is named in the
 * field's error with its position, so the sender knows which to fix.
 */
export function InviteForm({ lastResult }: { lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: 'invite',
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, sendInvitesInput, t),
  });
  const [key, props] = withoutKey(getTextareaProps(fields.emails, { ariaDescribedBy: fields.emails.descriptionId }));
  // Errors of single addresses are reported at emails.<index>: gather them under the one field.
  const entries = (fields.emails.value ?? fields.emails.initialValue ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const itemErrors = Object.entries(form.allErrors)
    .filter(([name]) => /^emails\[\d+\]$|^emails\.\d+$/.test(name))
    .map(([name, messages]) => {
      const index = Number(name.replace(/\D/g, ''));
      return t('account.invite.addressError', { address: entries[index] ?? `#${index + 1}`, message: messages.join(' ') });
    });
  // Conform's field metadata is read through getters: copy what Field needs, do not spread it.
  const meta = {
    id: fields.emails.id,
    errorId: fields.emails.errorId,
    descriptionId: fields.emails.descriptionId,
    errors: [...(fields.emails.errors ?? []), ...itemErrors],
  };
  return (
    <IntentForm form={form} intent="invite" submit={t('account.invite.submit')}>
      <Field label={t('account.invite.emails')} meta={meta} hint={t('account.invite.hint')}>
        <textarea
          key={key}
          {...props}
          aria-invalid={meta.errors.length > 0 || undefined}
          aria-describedby={[fields.emails.descriptionId, meta.errors.length > 0 ? fields.emails.errorId : null].filter(Boolean).join(' ')}
          rows={3}
          dir="ltr"
          className={inputClass}
        />
      </Field>
    </IntentForm>
  );
}
