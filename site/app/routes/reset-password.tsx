import { resetPasswordInput } from '@cf/domain/schemas/accounts';
import { getT } from '@cf/i18n';
import { getFormProps, useForm } from '@conform-to/react';
import { getZodConstraint } from '@conform-to/zod/v4';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, Link, type MetaFunction, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthPage, Notice, textLink } from '~/components/auth/AuthPage';
import { NewPasswordFields, PASSWORD_RULE_MESSAGES } from '~/components/auth/PasswordRule';
import { FormErrors } from '~/components/form/Field';
import { SubmitButton } from '~/components/form/SubmitButton';
import { apiRequest, failureOf, isOk } from '~/lib/api.server';
import { replyWithFailure } from '~/lib/form-reply.server';
import { requestLanguage } from '~/lib/language.server';
import { siteMeta } from '~/lib/meta';
import { getSession, redirectWithToast, signOut } from '~/lib/session.server';
import { parseForm } from '~/lib/validation';
import { accountMessages } from '~/lib/page-messages.server';
import { usePageMessages } from '~/lib/use-page-messages';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'account.password.resetTitle' });

const HIDDEN = ['password', 'confirmPassword'];
const tokenOfUrl = (value: string | null) => (value && value.length <= 2000 ? value : null);

/** The e-mailed link: /reset-password?token=... */
export function loader({ request }: LoaderFunctionArgs) {
  const messages = accountMessages(requestLanguage(request), PASSWORD_RULE_MESSAGES, {
    account: ['password'],
    auth: ['validation', 'errors'],
  });
  return { messages, token: tokenOfUrl(new URL(request.url).searchParams.get('token')) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const lang = requestLanguage(request);
  const formData = await request.formData();
  const token = tokenOfUrl(String(formData.get('token') ?? ''));
  const submission = parseForm(formData, resetPasswordInput, getT(lang));
  if (submission.status !== 'success') return { result: submission.reply({ hideFields: HIDDEN }) };
  if (!token) return { result: submission.reply({ formErrors: [getT(lang)('account.password.resetNoToken')], hideFields: HIDDEN }) };
  const res = await apiRequest(context, {
    method: 'PATCH',
    path: `/users/resetPassword/${encodeURIComponent(token)}`,
    lang,
    body: submission.value,
  });
  if (isOk(res)) {
    // Every session of the account was revoked: this browser's too, if it had one.
    const session = await getSession(request, context);
    signOut(session);
    return redirectWithToast(request, context, '/login', { type: 'success', key: 'account.password.resetDone' }, session);
  }
  return { result: replyWithFailure(submission, failureOf(res), HIDDEN) };
}

export default function ResetPassword() {
  const { t } = useTranslation();
  const { token, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    constraint: getZodConstraint(resetPasswordInput),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseForm(formData, resetPasswordInput, t),
  });
  if (!token) {
    return (
      <AuthPage title={t('account.password.resetTitle')}>
        <Notice tone="error">{t('account.password.resetNoToken')}</Notice>
        <p className="mt-6 text-sm">
          <Link to="/forgot-password" className={textLink}>
            {t('account.password.askAgain')}
          </Link>
        </p>
      </AuthPage>
    );
  }
  return (
    <AuthPage title={t('account.password.resetTitle')}>
      <Form method="post" action={`/reset-password?token=${encodeURIComponent(token)}`} {...getFormProps(form)} className="mt-8 space-y-5">
        <input type="hidden" name="token" value={token} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <NewPasswordFields fields={fields} />
        <SubmitButton busy={navigation.state === 'submitting'}>{t('account.password.resetSubmit')}</SubmitButton>
      </Form>
      <p className="mt-8 text-sm">
        <Link to="/forgot-password" className={textLink}>
          {t('account.password.askAgain')}
        </Link>
      </p>
    </AuthPage>
  );
}
