import { deleteAccountRequestInput } from '@cf/domain/schemas/profile';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { DeleteAccountForm } from '~/components/settings/DeleteAccountForm';
import { SettingsLayout, SETTINGS_LAYOUT_MESSAGES } from '~/components/settings/SettingsLayout';
import { accountApi } from '~/lib/account/api.server';
import { submitForm } from '~/lib/account/forms.server';
import { formatDate } from '~/lib/account/format';
import { identityMessages } from '~/lib/account/messages.server';
import { siteExtras } from '~/lib/account/site.server';
import { usePageMessages } from '~/lib/account/use-page-messages';
import { siteMeta } from '~/lib/meta';

type DeletionRequest = { id: number; status: 'pending' | 'completed' | 'rejected'; createdAt: string };
import { redirectWithToast } from '~/lib/session.server';
import { withAccountMessages } from '~/lib/page-messages.server';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'account.deletion.title' });

async function pageLoader({ request, context }: LoaderFunctionArgs) {
  const api = await accountApi(request, context);
  const [latest, site] = await Promise.all([
    api.get<DeletionRequest | null>('/users/request-delete-account'),
    siteExtras(request, context, api.lang),
  ]);
  const pendingSince = latest?.status === 'pending' ? formatDate(latest.createdAt, api.lang, site.timezone) : null;
  return { pendingSince, messages: identityMessages(api.lang, ['deletion']) };
}

export const loader = async (args: LoaderFunctionArgs) =>
  withAccountMessages(args.request, await pageLoader(args), SETTINGS_LAYOUT_MESSAGES, { account: ['deletion'] });

export async function action({ request, context }: ActionFunctionArgs) {
  const api = await accountApi(request, context);
  return submitForm({
    formData: await request.formData(),
    schema: deleteAccountRequestInput,
    lang: api.lang,
    intent: 'delete',
    hide: ['password'],
    call: (value) => api.send('POST', '/users/request-delete-account', value),
    done: () => redirectWithToast(request, context, '/request-delete-account', { type: 'success', key: 'account.deletion.requested' }),
  });
}

export default function RequestDeleteAccount() {
  const { t } = useTranslation();
  const { pendingSince, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  const actionData = useActionData<typeof action>();
  return (
    <SettingsLayout title={t('account.deletion.title')}>
      <div className="space-y-3 rounded-md border border-amber-700 bg-amber-50 p-4 text-sm text-amber-950">
        <p>{t('account.deletion.explain')}</p>
        <p>{t('account.deletion.kept')}</p>
        <p>{t('account.deletion.review')}</p>
      </div>
      {/* One pending request at a time: while one waits, say so instead of offering the form. */}
      {pendingSince ? (
        <p role="status" className="rounded-md border border-slate-300 bg-slate-50 p-4 text-sm font-medium">
          {t('account.deletion.pending', { date: pendingSince })}
        </p>
      ) : (
        <DeleteAccountForm lastResult={actionData?.result} />
      )}
    </SettingsLayout>
  );
}
