import { updatePasswordInput } from '@cf/domain/schemas/accounts';
import { getT } from '@cf/i18n';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm, CHANGE_PASSWORD_FORM_MESSAGES } from '~/components/auth/ChangePasswordForm';
import { SettingsLayout, SETTINGS_LAYOUT_MESSAGES } from '~/components/settings/SettingsLayout';
import { apiRequest, failureOf, isOk } from '~/lib/api.server';
import { requireUser } from '~/lib/auth.server';
import { replyWithFailure } from '~/lib/form-reply.server';
import { requestLanguage } from '~/lib/language.server';
import { siteMeta } from '~/lib/meta';
import { redirectWithSession, signOut } from '~/lib/session.server';
import { parseForm } from '~/lib/validation';
import { withAccountMessages } from '~/lib/page-messages.server';
import { PASSWORD_RULE_MESSAGES } from '~/components/auth/PasswordRule';
import { usePageMessages } from '~/lib/use-page-messages';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'account.password.changeTitle' });

const HIDDEN = ['currentPassword', 'password', 'confirmPassword'];

async function pageLoader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return {};
}

export const loader = async (args: LoaderFunctionArgs) =>
  withAccountMessages(
    args.request,
    await pageLoader(args),
    SETTINGS_LAYOUT_MESSAGES,
    CHANGE_PASSWORD_FORM_MESSAGES,
    PASSWORD_RULE_MESSAGES,
  );

/**
 * Spec §4 "Changing the password redirects to login with a notice": the API revokes every
 * session of the user, this one too, so the site forgets its token and asks for a new login.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { token, session } = await requireUser(request, context);
  const lang = requestLanguage(request);
  const submission = parseForm(await request.formData(), updatePasswordInput, getT(lang));
  if (submission.status !== 'success') return { result: submission.reply({ hideFields: HIDDEN }) };
  const res = await apiRequest(context, { method: 'PATCH', path: '/users/updateMyPassword', lang, token, body: submission.value });
  if (isOk(res)) {
    signOut(session);
    session.flash('notice', 'passwordChanged');
    return redirectWithSession('/login', session, context);
  }
  return { result: replyWithFailure(submission, failureOf(res), HIDDEN) };
}

export default function ChangePassword() {
  usePageMessages(useLoaderData<typeof loader>().messages);
  const { t } = useTranslation();
  const actionData = useActionData<typeof action>();
  return (
    <SettingsLayout title={t('account.password.changeTitle')} intro={t('account.password.changeIntro')}>
      <ChangePasswordForm lastResult={actionData?.result} />
    </SettingsLayout>
  );
}
