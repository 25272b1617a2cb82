import { USER_TYPES } from '@cf/domain/constants';
import { signupInput } from '@cf/domain/schemas/accounts';
import { getT } from '@cf/i18n';
import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { type MetaFunction, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { AuthPage, Notice } from '~/components/auth/AuthPage';
import { SignupForm, type UserTypeOption, SIGNUP_FORM_MESSAGES } from '~/components/auth/SignupForm';
import { SocialButtons, SOCIAL_BUTTONS_MESSAGES } from '~/components/auth/SocialButtons';
import { replyWithFirstError } from '~/lib/account-reply.server';
import { apiGet, apiRequest, dataOf, failureOf, isOk } from '~/lib/api.server';
import { loadViewer } from '~/lib/auth.server';
import { loadCaptcha } from '~/lib/captcha.server';
import { requestLanguage } from '~/lib/language.server';
import { AFTER_LOGIN } from '~/lib/account-paths';
import { enabledProviders } from '~/lib/login.server';
import { siteMeta } from '~/lib/meta';
import { getSession, redirectWithSession } from '~/lib/session.server';
import { loadShell } from '~/lib/shell.server';
import { parseForm } from '~/lib/validation';
import { accountMessages } from '~/lib/page-messages.server';
import { usePageMessages } from '~/lib/use-page-messages';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'account.signup.title' });

const HIDDEN = ['password', 'confirmPassword', 'captchaText'];

/** The user types come from the lookup list staff keep (spec §3: investor, campaign owner). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = requestLanguage(request);
  const messages = accountMessages(lang, SIGNUP_FORM_MESSAGES, SOCIAL_BUTTONS_MESSAGES);
  const [viewer, shell, types] = await Promise.all([
    loadViewer(request, context),
    loadShell(request, context, lang),
    apiGet<{ slug: string; name: string }[]>(context, { path: '/admin/usertypes', lang }),
  ]);
  if (viewer.user) throw redirect(AFTER_LOGIN);
  const captchaOn = shell.captcha.frontSignup;
  // Only the types an account can have (USER_TYPES); staff name and order them in the console.
  const userTypes: UserTypeOption[] = (types ?? [])
    .filter((type) => (USER_TYPES as readonly string[]).includes(type.slug))
    .map(({ slug, name }) => ({ slug, name }));
  const invite = url.searchParams.get('invite');
  return {
    messages,
    userTypes,
    captchaOn,
    captcha: await loadCaptcha(context, lang, captchaOn),
    inviteToken: invite && invite.length <= 200 ? invite : null,
    providers: enabledProviders(shell),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const lang = requestLanguage(request);
  const submission = parseForm(await request.formData(), signupInput, getT(lang));
  if (submission.status !== 'success') return { result: submission.reply({ hideFields: HIDDEN }) };
  const res = await apiRequest(context, { method: 'POST', path: '/users/signup', lang, body: submission.value });
  if (isOk(res)) {
    const user = dataOf<{ id: string; email: string }>(res);
    // The "check your e-mail" page names the address and can send the link again.
    const session = await getSession(request, context);
    session.set('activationEmail', user.email);
    return redirectWithSession(`/users/activate-account/${encodeURIComponent(user.id)}`, session, context);
  }
  return { result: replyWithFirstError(submission, failureOf(res), HIDDEN) };
}

export default function Signup() {
  const { t } = useTranslation();
  const { userTypes, captchaOn, captcha, inviteToken, providers, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  const actionData = useActionData<typeof action>();
  return (
    <AuthPage title={t('account.signup.title')} intro={t('account.signup.intro')}>
      {inviteToken ? <Notice>{t('account.signup.invited')}</Notice> : null}
      <SignupForm lastResult={actionData?.result} userTypes={userTypes} captchaOn={captchaOn} captcha={captcha} inviteToken={inviteToken} />
      <SocialButtons providers={providers} redirectTo={AFTER_LOGIN} heading={t('account.signup.orWith')} />
    </AuthPage>
  );
}
