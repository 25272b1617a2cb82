import { getT } from '@cf/i18n';
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { Link, type MetaFunction, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthPage, Notice, textLink } from '~/components/auth/AuthPage';
import { QrSetup, type TwoFactorSetup } from '~/components/auth/QrSetup';
import { RecoveryCodes } from '~/components/auth/RecoveryCodes';
import { codeForm, TwoFactorCodeForm, TWO_FACTOR_CODE_FORM_MESSAGES } from '~/components/login/TwoFactorCodeForm';
import { primaryButton } from '~/components/header/styles';
import { AFTER_LOGIN } from '~/lib/account-paths';
import { apiRequest, dataOf, failureOf, isOk } from '~/lib/api.server';
import { loadViewer } from '~/lib/auth.server';
import { replyWithFailure } from '~/lib/form-reply.server';
import { requestLanguage } from '~/lib/language.server';
import { loginAnswerOf } from '~/lib/login.server';
import { siteMeta } from '~/lib/meta';
import { safeRedirect } from '~/lib/safe-redirect';
import { getSession, peekFlash, redirectWithSession, signIn } from '~/lib/session.server';
import { parseForm } from '~/lib/validation';
import { accountMessages } from '~/lib/page-messages.server';
import { usePageMessages } from '~/lib/use-page-messages';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'account.twoFactor.setupTitle' });

/**
 * Two-factor set-up before the first login, when the site requires it (spec §2
 * "/auth-user-verification"): the QR code and key for the set-up token kept in the session, a code
 * to prove the app works, then the recovery codes, once.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const lang = requestLanguage(request);
  const messages = accountMessages(lang, TWO_FACTOR_CODE_FORM_MESSAGES);
  const viewer = await loadViewer(request, context);
  const afterLogin = safeRedirect(viewer.session.get('afterLogin'), AFTER_LOGIN);
  const setupToken = viewer.session.get('setupToken');
  if (setupToken && !viewer.user) {
    const res = await apiRequest(context, { path: `/users/two-factor/setup?setupToken=${encodeURIComponent(setupToken)}`, lang });
    if (isOk(res)) return { messages, stage: 'setup' as const, setup: dataOf<TwoFactorSetup>(res), codes: null, error: null, afterLogin };
    if (res.status >= 500) throw new Response(null, { status: 502 });
    // The set-up token expired or was used up: say so, and offer to sign in again.
    return { messages, stage: 'failed' as const, setup: null, codes: null, error: failureOf(res).message, afterLogin };
  }
  // Right after the code was accepted: the recovery codes, shown this once (a flash).
  const codes = await peekFlash(request, context, 'recoveryCodes');
  if (codes && viewer.user) return { messages, stage: 'codes' as const, setup: null, codes, error: null, afterLogin };
  throw redirect(viewer.user ? afterLogin : '/login');
}

export async function action({ request, context }: ActionFunctionArgs) {
  const lang = requestLanguage(request);
  const session = await getSession(request, context);
  const setupToken = session.get('setupToken');
  if (!setupToken) throw redirect('/login');
  const submission = parseForm(await request.formData(), codeForm, getT(lang));
  if (submission.status !== 'success') return { result: submission.reply() };
  const res = await apiRequest(context, {
    method: 'POST',
    path: '/users/validateSignupTwoFactorUser',
    lang,
    body: { setupToken, ...submission.value },
  });
  const answer = loginAnswerOf(res);
  if (answer?.token && answer.expiresAt && answer.data) {
    signIn(session, answer.token, answer.expiresAt);
    session.flash('welcome', answer.data.data.firstName);
    session.flash('recoveryCodes', answer.recoveryCodes ?? []);
    return redirectWithSession('/auth-user-verification', session, context);
  }
  return { result: replyWithFailure(submission, failureOf(res), ['code']) };
}

export default function AuthUserVerification() {
  const { t } = useTranslation();
  const { stage, setup, codes, error, afterLogin, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  const actionData = useActionData<typeof action>();
  if (stage === 'codes') {
    return (
      <AuthPage title={t('account.twoFactor.recoveryTitle')}>
        <RecoveryCodes codes={codes ?? []} />
        <Link to={afterLogin} className={`${primaryButton} mt-6`}>
          {t('account.twoFactor.saved')}
        </Link>
      </AuthPage>
    );
  }
  return (
    <AuthPage title={t('account.twoFactor.setupTitle')} intro={t('account.twoFactor.setupIntro')}>
      {setup ? (
        <>
          <QrSetup setup={setup} />
          <p className="mt-6 text-sm text-slate-800">{t('account.twoFactor.confirmCode')}</p>
          <TwoFactorCodeForm
            action="/auth-user-verification"
            method="code"
            lastResult={actionData?.result}
            submitLabel={t('account.twoFactor.verify')}
          />
        </>
      ) : (
        <Notice tone="error">{error}</Notice>
      )}
      <p className="mt-6 text-sm">
        <Link to="/login" className={textLink}>
          {t('account.twoFactor.startOver')}
        </Link>
      </p>
    </AuthPage>
  );
}
