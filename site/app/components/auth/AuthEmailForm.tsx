import { type SubmissionResult, getFormProps, getInputProps, useForm } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod/v4';
import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { $ZodType } from 'zod/v4/core';
import { Field, FormErrors, inputClass, withoutKey } from '~/components/form/Field';
import { SubmitButton } from '~/components/form/SubmitButton';
import { parseForm } from '~/lib/validation';
import { AuthPage, Notice, textLink } from './AuthPage';
import type { AccountPick } from '~/lib/account-messages';

/** The form’s labels: the `account`/`auth` sections each route rendering this component requests (accountMessages). */
export const AUTH_EMAIL_FORM_MESSAGES = { account: ['password'] } as const satisfies AccountPick;

/** The texts of one e-mail form, as i18n keys. */
export type AuthEmailTexts = { title: string; intro: string; done: string; email: string; submit: string };

/**
 * A page whose form asks only for an e-mail address (forgotten password, activation link again),
 * answered by `authEmailAction`; `action` is the page's own path.
 */
export function AuthEmailForm({ schema, action, texts }: { schema: $ZodType<{ email: string }>; action: string; texts: AuthEmailTexts }) {
  const { t } = useTranslation();
  const actionData = useActionData<{ result: SubmissionResult<string[]>; sent: boolean }>();
  const navigation = useNavigation();
  const [form, fields] = useForm<{ email: string }>({
    lastResult: actionData?.result,
    constraint: getZodConstraint(schema),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, schema, t),
  });
  const [emailKey, emailProps] = withoutKey(getInputProps(fields.email, { type: 'email' }));
  return (
    <AuthPage title={t(texts.title)} intro={t(texts.intro)}>
      {actionData?.sent ? <Notice tone="success">{t(texts.done)}</Notice> : null}
      <Form method="post" action={action} {...getFormProps(form)} className="mt-8 space-y-5">
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field label={t(texts.email)} meta={fields.email}>
          <input key={emailKey} {...emailProps} autoComplete="email" className={inputClass} />
        </Field>
        <SubmitButton busy={navigation.state === 'submitting' && navigation.formAction === action}>{t(texts.submit)}</SubmitButton>
      </Form>
      <p className="mt-8 text-sm">
        <Link to="/login" className={textLink}>
          {t('account.password.backToLogin')}
        </Link>
      </p>
    </AuthPage>
  );
}
