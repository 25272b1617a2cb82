import { recoveryCode, totpCode } from '@cf/domain/schemas/accounts';
import { z } from '@cf/domain';
import { getFormProps, getInputProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod/v4';
import { Form, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { parseForm } from '~/lib/validation';
import { Field, FormErrors, inputClass, withoutKey } from '../form/Field';
import { SubmitButton } from '../form/SubmitButton';
import type { AccountPick } from '~/lib/account-messages';

/** The form and the code schemas’ sentences: the `account`/`auth` sections each route rendering this component requests (accountMessages). */
export const TWO_FACTOR_CODE_FORM_MESSAGES = { account: ['twoFactor'], auth: ['validation', 'errors'] } as const satisfies AccountPick;

/** The code forms' own fields (the challenge or set-up token stays in the session). */
export const codeForm = z.object({ code: totpCode });
export const recoveryForm = z.object({ recoveryCode });

type Props = {
  action: string;
  /** A code from the authenticator app, or one of the recovery codes. */
  method: 'code' | 'recovery';
  lastResult: SubmissionResult<string[]> | undefined;
  submitLabel: string;
};

/** One field: the 6-digit code (numeric keyboard, one-time-code autofill) or a recovery code. */
export function TwoFactorCodeForm({ action, method, lastResult, submitLabel }: Props) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const schema = method === 'code' ? codeForm : recoveryForm;
  const [form, fields] = useForm({
    id: `two-factor-${method}`,
    lastResult,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, schema, t),
  });
  const busy = navigation.state === 'submitting' && navigation.formAction === action;
  const field = method === 'code' ? fields.code : fields.recoveryCode;
  const [key, props] = withoutKey(getInputProps(field, { type: 'text' }));
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="mt-8 space-y-5">
      <input type="hidden" name="method" value={method} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field label={method === 'code' ? t('account.twoFactor.code') : t('account.twoFactor.recoveryCode')} meta={field}>
        <input
          key={key}
          {...props}
          dir="ltr"
          autoComplete={method === 'code' ? 'one-time-code' : 'off'}
          inputMode={method === 'code' ? 'numeric' : 'text'}
          autoCapitalize="off"
          spellCheck={false}
          className={`${inputClass} max-w-56 font-mono text-lg tracking-widest rtl:text-end`}
        />
      </Field>
      <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
    </Form>
  );
}
