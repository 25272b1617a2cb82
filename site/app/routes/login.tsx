import { loginInput } from '@cf/domain/schemas/auth';
import { getT } from '@cf/i18n';
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { type MetaFunction, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { Notice } from '~/components/auth/AuthPage';
import { SocialButtons, SOCIAL_BUTTONS_MESSAGES } from '~/components/auth/SocialButtons';
import { LoginForm } from '~/components/login/LoginForm';
import { AFTER_LOGIN } from '~/lib/account-paths';
import { apiRequest, failureOf } from '~/lib/api.server';
import { loadViewer } from '~/lib/auth.server';
import { loadCaptcha } from '~/lib/captcha.server';
import { keepDeviceToken, readDeviceToken } from '~/lib/device-cookie.server';
import { replyWithFailure } from '~/lib/form-reply.server';
import { requestLanguage } from '~/lib/language.server';
import { continueLogin, enabledProviders, loginAnswerOf } from '~/lib/login.server';
import { siteMeta } from '~/lib/meta';
import { safeRedirect } from '~/lib/safe-redirect';
import { getSession, peekFlash } from '~/lib/session.server';
import { loadShell } from '~/lib/shell.server';
import { parseForm } from '~/lib/validation';
import { accountMessages } from '~/lib/page-messages.server';
import { usePageMessages } from '~/lib/use-page-messages';
import { RECAPTCHA_MESSAGES } from '~/components/form/RecaptchaWidget';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'site.login.title' });

const NOTICE_KEYS = { expired: 'account.session.expired', passwordChanged: 'account.password.changed' } as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get('redirectTo'), AFTER_LOGIN);
  const lang = requestLanguage(request);
  const [viewer, shell] = await Promise.all([loadViewer(request, context), loadShell(request, context, lang)]);
  if (viewer.user) throw redirect(redirectTo);

  // The mobile app opens the site signed in with a one-time login token (spec §4 "app user id"):
  // a bare user id never signs anyone in.
  let appLinkFailed = false;
  const appLoginToken = url.searchParams.get('appLoginToken');
  if (appLoginToken) {
    const res = await apiRequest(context, { method: 'POST', path: '/users/app-auto-login', lang, body: { loginToken: appLoginToken } });
    const session = await getSession(request, context);
    const next = await continueLogin(loginAnswerOf(res), { session, context, redirectTo });
    if (next) throw next;
    appLinkFailed = true;
  }

  const captchaOn = shell.captcha.frontLogin;
  const [captcha, notice] = await Promise.all([loadCaptcha(context, lang, captchaOn), peekFlash(request, context, 'notice')]);
  return {
    captchaOn,
    captcha,
    redirectTo,
    // Why the visitor is here: a notice that stays (session expired, password changed), else the
    // guard's "please log in" (spec §2 "the origin location is remembered").
    noticeKey: notice ? NOTICE_KEYS[notice] : viewer.expired ? NOTICE_KEYS.expired : null,
    guarded: url.searchParams.has('redirectTo'),
    appLinkFailed,
    providers: enabledProviders(shell),
    messages: accountMessages(lang, SOCIAL_BUTTONS_MESSAGES, RECAPTCHA_MESSAGES, { account: ['password'], auth: ['throttle'] }),
  };
}

/** What a refused sign-in adds to the API's words: the captcha it asks for, and when to try again. */
type Throttle = { captchaRequired?: unknown; retryAfterSeconds?: unknown };

export async function action({ request, context }: ActionFunctionArgs) {
  const lang = requestLanguage(request);
  const t = getT(lang);
  const formData = await request.formData();
  const redirectTo = safeRedirect(formData.get('redirectTo'), AFTER_LOGIN);
  const submission = parseForm(formData, loginInput, t);
  if (submission.status !== 'success') {
    return {
      result: submission.reply({ hideFields: ['password', 'captchaText'] }),
      showResendLink: false,
      captchaRequired: false,
      captcha: null,
    };
  }
  // This browser's device token: strangers' failed sign-ins do not slow it down (issue 12 item 5).
  const deviceToken = readDeviceToken(request, context);
  const res = await apiRequest(context, { method: 'POST', path: '/users/login', lang, body: { ...submission.value, deviceToken } });
  const answer = loginAnswerOf(res);
  const session = await getSession(request, context);
  const next = await continueLogin(answer, { session, context, redirectTo });
  if (next) return keepDeviceToken(next, answer, context);
  // Wrong credentials, an inactive account (with the resend link), a wait or a captcha to add: the API's words.
  const failure = failureOf(res);
  const throttle = (res.json ?? {}) as Throttle;
  if (typeof throttle.retryAfterSeconds === 'number')
    failure.message = `${failure.message} ${t('auth.throttle.retryIn', { seconds: throttle.retryAfterSeconds })}`;
  const captchaRequired = throttle.captchaRequired === true;
  return {
    result: replyWithFailure(submission, failure, ['password', 'captchaText']),
    showResendLink: failure.showResendLink,
    // The API wants a captcha from this address: show one (each is used once, so a new one).
    captchaRequired,
    captcha: captchaRequired ? await loadCaptcha(context, lang, true) : null,
  };
}

export default function Login() {
  const { t } = useTranslation();
  const { captchaOn, captcha, redirectTo, guarded, noticeKey, appLinkFailed, providers, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  const actionData = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t('site.login.title')}</h1>
      {noticeKey ? (
        <Notice className="mt-3">{t(noticeKey)}</Notice>
      ) : guarded ? (
        <p className="mt-3 rounded-md border border-slate-300 bg-slate-50 p-3 text-sm">{t('site.login.loginRequired')}</p>
      ) : null}
      {appLinkFailed ? (
        <Notice tone="error" className="mt-3">
          {t('account.login.appLinkFailed')}
        </Notice>
      ) : null}
      <LoginForm
        lastResult={actionData?.result}
        showResendLink={actionData?.showResendLink ?? false}
        captchaOn={captchaOn || (actionData?.captchaRequired ?? false)}
        captcha={actionData?.captcha ?? captcha}
        redirectTo={redirectTo}
      />
      <SocialButtons providers={providers} redirectTo={redirectTo} heading={t('account.login.orWith')} />
    </div>
  );
}
