import { resendActivationInput } from '@cf/domain/schemas/accounts';
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

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'account.activation.resendTitle' });

/** Resend the activation link (spec §4: "Resending sets a message and hides the link"). */
export async function action({ request, context }: ActionFunctionArgs) {
  const lang = requestLanguage(request);
  const submission = parseForm(await request.formData(), resendActivationInput, getT(lang));
  if (submission.status !== 'success') return { result: submission.reply(), sent: false };
  const res = await apiRequest(context, { method: 'POST', path: '/users/resendUserActivationLink', lang, body: submission.value });
  // The API answers the same for any address, so the page never says whether an account exists.
  if (isOk(res)) return { result: submission.reply({ resetForm: true }), sent: true };
  return { result: replyWithFailure(submission, failureOf(res), []), sent: false };
}

export default function ResendEmailVerification() {
  const { t } = useTranslation();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(resendActivationInput),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, resendActivationInput, t),
  });
  const [emailKey, emailProps] = withoutKey(getInputProps(fields.email, { type: 'email' }));
  return (
    <AuthPage title={t('account.activation.resendTitle')} intro={t('account.activation.resendIntro')}>
      {actionData?.sent ? <Notice tone="success">{t('account.activation.resendDone')}</Notice> : null}
      <Form method="post" action="/resend-email-verification" {...getFormProps(form)} className="mt-8 space-y-5">
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field label={t('account.activation.email')} meta={fields.email}>
          <input key={emailKey} {...emailProps} autoComplete="email" className={inputClass} />
        </Field>
        <SubmitButton busy={navigation.state === 'submitting' && navigation.formAction === '/resend-email-verification'}>
          {t('account.activation.resendSubmit')}
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
