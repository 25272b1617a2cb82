import { loginInput } from '@cf/domain/schemas/auth';
import { getFormProps, getInputProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod/v4';
import { Form, Link, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { Captcha } from '~/lib/api-types';
import { parseForm } from '~/lib/validation';
import { CaptchaField } from '../form/CaptchaField';
import { Field, FormErrors, inputClass, withoutKey } from '../form/Field';
import { SubmitButton } from '../form/SubmitButton';

type Props = {
  lastResult: SubmissionResult<string[]> | undefined;
  showResendLink: boolean;
  captchaOn: boolean;
  captcha: Captcha | null;
  redirectTo: string;
};

/** E-mail and password (loginInput), the captcha when staff switched it on, and the server's message. */
export function LoginForm({ lastResult, showResendLink, captchaOn, captcha, redirectTo }: Props) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult,
    constraint: getZodConstraint(loginInput),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, loginInput, t),
  });
  const [emailKey, emailProps] = withoutKey(getInputProps(fields.email, { type: 'email' }));
  const [passwordKey, passwordProps] = withoutKey(getInputProps(fields.password, { type: 'password' }));
  return (
    <Form method="post" action="/login" {...getFormProps(form)} className="mt-8 space-y-5">
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormErrors id={form.errorId} errors={form.errors} />
      {showResendLink ? (
        <p className="text-sm">
          <Link to="/resend-email-verification" className="font-semibold text-primary underline">
            {t('site.login.resendLink')}
          </Link>
        </p>
      ) : null}
      <Field label={t('site.login.email')} meta={fields.email}>
        <input key={emailKey} {...emailProps} autoComplete="username" className={inputClass} />
      </Field>
      <Field label={t('site.login.password')} meta={fields.password}>
        <input key={passwordKey} {...passwordProps} autoComplete="current-password" className={inputClass} />
      </Field>
      {captchaOn ? <CaptchaField captcha={captcha} textField={fields.captchaText} challengeKey={lastResult} /> : null}
      <div className="flex flex-wrap items-center justify-between gap-4">
        <SubmitButton busy={navigation.state === 'submitting' && navigation.formAction === '/login'}>{t('site.login.submit')}</SubmitButton>
        <Link to="/forgot-password" className="text-sm font-medium text-primary underline">
          {t('site.login.forgot')}
        </Link>
      </div>
      <p className="text-sm text-slate-700">
        {t('site.login.noAccount')}{' '}
        <Link to="/signup" className="font-semibold text-primary underline">
          {t('site.login.signUp')}
        </Link>
      </p>
    </Form>
  );
}
