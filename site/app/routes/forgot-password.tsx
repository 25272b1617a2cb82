import { forgotPasswordInput } from '@cf/domain/schemas/accounts';
import { getT } from '@cf/i18n';
import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod/v4';
import type { ActionFunctionArgs } from '@remix-run/node';
import { Form, Link, type MetaFunction, useActionData, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthPage, Notice, textLink } from '~/components/auth/AuthPage';
import { Field, FormErrors, inputClass, withoutKey } from '~/components/form/Field';
import { SubmitButton } from '~/components/form/SubmitButton';
import { apiRequest, failureOf, isOk } from '~/lib/api.server';
import { replyWithFailure } from '~/lib/form-reply.server';
import { requestLanguage } from '~/lib/language.server';
import { siteMeta } from '~/lib/meta';
import { parseForm } from '~/lib/validation';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'account.password.forgotTitle' });

export async function action({ request, context }: ActionFunctionArgs) {
  const lang = requestLanguage(request);
  const submission = parseForm(await request.formData(), forgotPasswordInput, getT(lang));
  if (submission.status !== 'success') return { result: submission.reply(), sent: false };
  const res = await apiRequest(context, { method: 'POST', path: '/users/forgotPassword', lang, body: submission.value });
  // The same answer whether or not the address has an account (spec §8: the server's message).
  if (isOk(res)) return { result: submission.reply({ resetForm: true }), sent: true };
  return { result: replyWithFailure(submission, failureOf(res), []), sent: false };
}

export default function ForgotPassword() {
  const { t } = useTranslation();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(forgotPasswordInput),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, forgotPasswordInput, t),
  });
  const [emailKey, emailProps] = withoutKey(getInputProps(fields.email, { type: 'email' }));
  return (
    <AuthPage title={t('account.password.forgotTitle')} intro={t('account.password.forgotIntro')}>
      {actionData?.sent ? <Notice tone="success">{t('account.password.forgotDone')}</Notice> : null}
      <Form method="post" action="/forgot-password" {...getFormProps(form)} className="mt-8 space-y-5">
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field label={t('account.password.email')} meta={fields.email}>
          <input key={emailKey} {...emailProps} autoComplete="email" className={inputClass} />
        </Field>
        <SubmitButton busy={navigation.state === 'submitting' && navigation.formAction === '/forgot-password'}>
          {t('account.password.forgotSubmit')}
        </SubmitButton>
      </Form>
      <p className="mt-8 text-sm">
        <Link to="/login" className={textLink}>
          {t('account.password.backToLogin')}
        </Link>
      </p>
    </AuthPage>
  );
}
