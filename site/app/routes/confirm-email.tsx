import { confirmEmailChangeInput } from '@cf/domain/schemas/profile';
import { getT } from '@cf/i18n';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, type MetaFunction, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '~/components/form/SubmitButton';
import { apiRequest, failureOf, isOk } from '~/lib/api.server';
import { loadViewer } from '~/lib/auth.server';
import { requestLanguage } from '~/lib/language.server';
import { siteMeta } from '~/lib/meta';
import { redirectWithToast } from '~/lib/session.server';
import { parseForm } from '~/lib/validation';
import { accountMessages } from '~/lib/page-messages.server';
import { usePageMessages } from '~/lib/use-page-messages';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'account.profile.confirmEmail.title' });

/**
 * /confirm-email?token=: the link mailed to a new address. The change is made by a POST (the
 * button), so a mail scanner that opens the link changes nothing.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const messages = accountMessages(requestLanguage(request), { account: ['profile'] });
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return { messages, token };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const lang = requestLanguage(request);
  const submission = parseForm(await request.formData(), confirmEmailChangeInput, getT(lang));
  if (submission.status !== 'success') return { error: getT(lang)('account.profile.confirmEmail.missingToken') };
  const res = await apiRequest(context, { method: 'POST', path: '/users/confirm-email-change', lang, body: submission.value });
  if (!isOk(res)) return { error: failureOf(res).message || getT(lang)('errors.internal') };
  const viewer = await loadViewer(request, context);
  const to = viewer.user ? '/settings/profile' : '/login';
  return redirectWithToast(request, context, to, { type: 'success', key: 'account.profile.confirmEmail.done' }, viewer.session);
}

export default function ConfirmEmail() {
  const { t } = useTranslation();
  const { token, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t('account.profile.confirmEmail.title')}</h1>
      {token ? (
        <>
          <p className="mt-3 text-slate-700">{t('account.profile.confirmEmail.intro')}</p>
          {actionData?.error ? (
            <p role="alert" className="mt-6 rounded-md border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-900">
              {actionData.error}
            </p>
          ) : null}
          <Form method="post" className="mt-6">
            <input type="hidden" name="token" value={token} />
            <SubmitButton busy={navigation.state === 'submitting'}>{t('account.profile.confirmEmail.submit')}</SubmitButton>
          </Form>
        </>
      ) : (
        <p role="alert" className="mt-6 rounded-md border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-900">
          {t('account.profile.confirmEmail.missingToken')}
        </p>
      )}
    </div>
  );
}
