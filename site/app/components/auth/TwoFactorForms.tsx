import { passwordConfirmInput, twoFactorConfirmInput, twoFactorEnableInput } from '@cf/domain/schemas/accounts';
import { getFormProps, getInputProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod/v4';
import { Form, useNavigation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { parseForm } from '~/lib/validation';
import { Field, FormErrors, inputClass, withoutKey } from '../form/Field';
import { SubmitButton } from '../form/SubmitButton';
import type { TwoFactorSetup } from './QrSetup';
import type { AccountPick } from '~/lib/account-messages';

/** The forms, QR code and recovery codes, and the code schemas’ sentences: the `account`/`auth` sections each route rendering this component requests (accountMessages). */
export const TWO_FACTOR_FORMS_MESSAGES = { account: ['twoFactor'], auth: ['validation', 'errors'] } as const satisfies AccountPick;

export const TWO_FACTOR_SETTINGS = '/settings/two-factor-authentication';
export type TwoFactorIntent = 'setup' | 'regenerate' | 'enable' | 'disable' | 'recovery-codes';

type Common = { intent: TwoFactorIntent; lastResult: SubmissionResult<string[]> | undefined; submitLabel: string };

function useBusy(intent: TwoFactorIntent) {
  const navigation = useNavigation();
  return navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
}

const codeInput = `${inputClass} max-w-56 font-mono tracking-widest rtl:text-end`;

/** The account password alone (start the set-up, or a new QR code). */
export function PasswordForm({ intent, lastResult, submitLabel, children }: Common & { children?: ReactNode }) {
  const { t } = useTranslation();
  const busy = useBusy(intent);
  const [form, fields] = useForm({
    id: `two-factor-${intent}-form`,
    lastResult,
    constraint: getZodConstraint(passwordConfirmInput),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, passwordConfirmInput, t),
  });
  const [key, props] = withoutKey(getInputProps(fields.password, { type: 'password' }));
  return (
    <Form method="post" action={TWO_FACTOR_SETTINGS} {...getFormProps(form)} className="max-w-md space-y-4">
      <input type="hidden" name="intent" value={intent} />
      {children}
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field label={t('account.twoFactor.password')} meta={fields.password}>
        <input key={key} {...props} autoComplete="current-password" className={inputClass} />
      </Field>
      <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
    </Form>
  );
}

/** The first code from the app turns two-factor on; the shown set-up travels along to be shown again. */
export function EnableForm({ lastResult, submitLabel, setup }: Omit<Common, 'intent'> & { setup: TwoFactorSetup }) {
  const { t } = useTranslation();
  const busy = useBusy('enable');
  const [form, fields] = useForm({
    id: 'two-factor-enable-form',
    lastResult,
    constraint: getZodConstraint(twoFactorEnableInput),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, twoFactorEnableInput, t),
  });
  const [key, props] = withoutKey(getInputProps(fields.code, { type: 'text' }));
  return (
    <Form method="post" action={TWO_FACTOR_SETTINGS} {...getFormProps(form)} className="max-w-md space-y-4">
      <input type="hidden" name="intent" value="enable" />
      <input type="hidden" name="qrDataUrl" value={setup.qrDataUrl} />
      <input type="hidden" name="secret" value={setup.secret} />
      <input type="hidden" name="otpauthUrl" value={setup.otpauthUrl} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field label={t('account.twoFactor.code')} meta={fields.code}>
        <input key={key} {...props} dir="ltr" autoComplete="one-time-code" inputMode="numeric" className={codeInput} />
      </Field>
      <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
    </Form>
  );
}

/** Password and a current code (or a recovery code): turning it off, or new recovery codes. */
export function PasswordCodeForm({ intent, lastResult, submitLabel }: Common) {
  const { t } = useTranslation();
  const busy = useBusy(intent);
  const [form, fields] = useForm({
    id: `two-factor-${intent}-form`,
    lastResult,
    constraint: getZodConstraint(twoFactorConfirmInput),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, twoFactorConfirmInput, t),
  });
  const [passwordKey, passwordProps] = withoutKey(getInputProps(fields.password, { type: 'password' }));
  const [codeKey, codeProps] = withoutKey(getInputProps(fields.code, { type: 'text' }));
  return (
    <Form method="post" action={TWO_FACTOR_SETTINGS} {...getFormProps(form)} className="max-w-md space-y-4">
      <input type="hidden" name="intent" value={intent} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field label={t('account.twoFactor.password')} meta={fields.password}>
        <input key={passwordKey} {...passwordProps} autoComplete="current-password" className={inputClass} />
      </Field>
      <Field label={t('account.twoFactor.currentCode')} meta={fields.code}>
        <input
          key={codeKey}
          {...codeProps}
          dir="ltr"
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          className={codeInput}
        />
      </Field>
      <SubmitButton busy={busy}>{submitLabel}</SubmitButton>
    </Form>
  );
}
