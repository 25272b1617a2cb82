import { getT } from '@cf/i18n';
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Link, type MetaFunction, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthPage, textLink } from '~/components/auth/AuthPage';
import { codeForm, recoveryForm, TwoFactorCodeForm, TWO_FACTOR_CODE_FORM_MESSAGES } from '~/components/login/TwoFactorCodeForm';
import { apiRequest, failureOf } from '~/lib/api.server';
import { keepDeviceToken } from '~/lib/device-cookie.server';
import { loadViewer } from '~/lib/auth.server';
import { replyWithFailure } from '~/lib/form-reply.server';
import { requestLanguage } from '~/lib/language.server';
import { continueLogin, loginAnswerOf } from '~/lib/login.server';
import { siteMeta } from '~/lib/meta';
import { getSession } from '~/lib/session.server';
import { parseForm } from '~/lib/validation';
import { accountMessages } from '~/lib/page-messages.server';
import { usePageMessages } from '~/lib/use-page-messages';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'account.twoFactor.loginTitle' });

const methodOf = (value: unknown): 'code' | 'recovery' => (value === 'recovery' ? 'recovery' : 'code');

/**
 * The second step of a two-factor login (spec §4): the challenge the login answered with waits in
 * the session; without one there is nothing to verify, so back to the login form.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const messages = accountMessages(requestLanguage(request), TWO_FACTOR_CODE_FORM_MESSAGES);
  const viewer = await loadViewer(request, context);
  if (viewer.user) throw redirect(viewer.session.get('afterLogin') ?? '/dashboard');
  if (!viewer.session.get('challengeToken')) throw redirect('/login');
  return { messages, method: methodOf(new URL(request.url).searchParams.get('method')) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const lang = requestLanguage(request);
  const session = await getSession(request, context);
  const challengeToken = session.get('challengeToken');
  if (!challengeToken) throw redirect('/login');
  const formData = await request.formData();
  const method = methodOf(formData.get('method'));
  const submission = parseForm(formData, method === 'code' ? codeForm : recoveryForm, getT(lang));
  if (submission.status !== 'success') return { result: submission.reply({ resetForm: false }) };
  const res = await apiRequest(context, {
    method: 'POST',
    path: '/users/validateLoginTwoFactorUser',
    lang,
    body: { challengeToken, ...submission.value },
  });
  const answer = loginAnswerOf(res);
  const next = await continueLogin(answer, { session, context, redirectTo: session.get('afterLogin') });
  // Signed in: this browser keeps the device token the sign-in answered with.
  if (next) return keepDeviceToken(next, answer, context);
  // A wrong code keeps the challenge (the API counts attempts); the message says what happened.
  return { result: replyWithFailure(submission, failureOf(res), ['code', 'recoveryCode']) };
}

export default function LoginUserVerification() {
  const { t } = useTranslation();
  const { method, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  const actionData = useActionData<typeof action>();
  return (
    <AuthPage
      title={t('account.twoFactor.loginTitle')}
      intro={method === 'code' ? t('account.twoFactor.loginIntro') : t('account.twoFactor.recoveryIntro')}
    >
      <TwoFactorCodeForm
        key={method}
        action={method === 'code' ? '/login-user-verification' : '/login-user-verification?method=recovery'}
        method={method}
        lastResult={actionData?.result}
        submitLabel={t('account.twoFactor.verify')}
      />
      <div className="mt-6 flex flex-col gap-3 text-sm">
        {/* A link, not a script toggle: it works without JavaScript and keeps the challenge. */}
        <Link to={method === 'code' ? '?method=recovery' : '?method=code'} replace className={textLink}>
          {method === 'code' ? t('account.twoFactor.useRecovery') : t('account.twoFactor.useApp')}
        </Link>
        <Link to="/login" className={textLink}>
          {t('account.twoFactor.startOver')}
        </Link>
      </div>
    </AuthPage>
  );
}
