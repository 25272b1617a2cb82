import { signupInput } from '@cf/domain/schemas/accounts';
import { getCollectionProps, getFormProps, getInputProps, type SubmissionResult, useForm } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod/v4';
import { Form, Link, useNavigation } from '@remix-run/react';
import { Trans, useTranslation } from 'react-i18next';
import type { Captcha } from '~/lib/api-types';
import { parseForm } from '~/lib/validation';
import { CaptchaField } from '../form/CaptchaField';
import { Field, FormErrors, inputClass, withoutKey } from '../form/Field';
import { SubmitButton } from '../form/SubmitButton';
import { textLink } from './AuthPage';
import { usePasswordRule } from './PasswordRule';
import type { AccountPick } from '~/lib/account-messages';

/** The form, its password rule and captcha, and the sign-up schema’s sentences: the `account`/`auth` sections each route rendering this component requests (accountMessages). */
export const SIGNUP_FORM_MESSAGES = {
  account: ['signup', 'password'],
  auth: ['validation', 'errors', 'recaptcha'],
} as const satisfies AccountPick;

export type UserTypeOption = { slug: string; name: string };

type Props = {
  lastResult: SubmissionResult<string[]> | undefined;
  userTypes: UserTypeOption[];
  captchaOn: boolean;
  captcha: Captcha | null;
  inviteToken: string | null;
};

/** Sign-up (spec §5): the domain's signupInput checks it here and again on the server. */
export function SignupForm({ lastResult, userTypes, captchaOn, captcha, inviteToken }: Props) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const passwordRule = usePasswordRule();
  const [form, fields] = useForm({
    lastResult,
    constraint: getZodConstraint(signupInput),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, signupInput, t),
  });
  const busy = navigation.state === 'submitting' && navigation.formAction === '/signup';
  const [firstKey, firstProps] = withoutKey(getInputProps(fields.firstName, { type: 'text' }));
  const [lastKey, lastProps] = withoutKey(getInputProps(fields.lastName, { type: 'text' }));
  const [emailKey, emailProps] = withoutKey(getInputProps(fields.email, { type: 'email' }));
  const [passwordKey, passwordProps] = withoutKey(
    getInputProps(fields.password, { type: 'password', ariaDescribedBy: fields.password.descriptionId }),
  );
  const [confirmKey, confirmProps] = withoutKey(getInputProps(fields.confirmPassword, { type: 'password' }));
  const [phoneKey, phoneProps] = withoutKey(
    getInputProps(fields.phoneNumber, { type: 'tel', ariaDescribedBy: fields.phoneNumber.descriptionId }),
  );
  const [termsKey, termsProps] = withoutKey(getInputProps(fields.acceptTerms, { type: 'checkbox' }));
  const typeInputs = getCollectionProps(fields.userType, { type: 'radio', options: userTypes.map((u) => u.slug) });
  const legendId = `${fields.userType.id}-legend`;

  return (
    <Form method="post" action="/signup" {...getFormProps(form)} className="mt-8 space-y-5">
      <FormErrors id={form.errorId} errors={form.errors} />
      {inviteToken ? <input type="hidden" name="inviteToken" value={inviteToken} /> : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('account.signup.firstName')} meta={fields.firstName}>
          <input key={firstKey} {...firstProps} autoComplete="given-name" className={inputClass} />
        </Field>
        <Field label={t('account.signup.lastName')} meta={fields.lastName}>
          <input key={lastKey} {...lastProps} autoComplete="family-name" className={inputClass} />
        </Field>
      </div>
      <Field label={t('account.signup.email')} meta={fields.email}>
        <input key={emailKey} {...emailProps} autoComplete="email" className={inputClass} />
      </Field>
      <Field label={t('account.signup.password')} meta={fields.password} hint={passwordRule}>
        <input key={passwordKey} {...passwordProps} autoComplete="new-password" className={inputClass} />
      </Field>
      <Field label={t('account.signup.confirmPassword')} meta={fields.confirmPassword}>
        <input key={confirmKey} {...confirmProps} autoComplete="new-password" className={inputClass} />
      </Field>
      <Field label={t('account.signup.phoneNumber')} meta={fields.phoneNumber} hint={t('account.signup.phoneHint')}>
        <input key={phoneKey} {...phoneProps} autoComplete="tel" inputMode="tel" dir="ltr" className={`${inputClass} rtl:text-end`} />
      </Field>
      <fieldset aria-labelledby={legendId} className="space-y-2">
        <legend id={legendId} className="text-sm font-medium text-slate-800">
          {t('account.signup.userType')}
        </legend>
        <div className="flex flex-wrap gap-3">
          {typeInputs.map(({ key, ...props }, index) => (
            <label
              key={key}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-400 px-4 py-2 text-sm font-medium has-[:checked]:border-primary has-[:checked]:bg-slate-50"
            >
              <input {...props} className="h-4 w-4 accent-primary" />
              {userTypes[index]?.name}
            </label>
          ))}
        </div>
        {fields.userType.errors?.length ? (
          <p id={fields.userType.errorId} className="text-sm font-medium text-red-700">
            {fields.userType.errors.join(' ')}
          </p>
        ) : null}
      </fieldset>
      <div className="space-y-1.5">
        <div className="flex items-start gap-2">
          <input key={termsKey} {...termsProps} className="mt-1 h-4 w-4 accent-primary" />
          <label htmlFor={fields.acceptTerms.id} className="text-sm text-slate-800">
            <Trans
              t={t}
              i18nKey="account.signup.acceptTerms"
              components={[<Link key="terms" to="/terms" target="_blank" rel="noopener" className={textLink} />]}
            />
          </label>
        </div>
        {fields.acceptTerms.errors?.length ? (
          <p id={fields.acceptTerms.errorId} className="text-sm font-medium text-red-700">
            {fields.acceptTerms.errors.join(' ')}
          </p>
        ) : null}
      </div>
      {captchaOn ? <CaptchaField captcha={captcha} textField={fields.captchaText} challengeKey={lastResult} /> : null}
      <SubmitButton busy={busy}>{t('account.signup.submit')}</SubmitButton>
      <p className="text-sm text-slate-700">
        {t('account.signup.haveAccount')}{' '}
        <Link to="/login" className={textLink}>
          {t('account.signup.signIn')}
        </Link>
      </p>
    </Form>
  );
}
