import { sendInvitesInput } from '@cf/domain/schemas/profile';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { InviteForm } from '~/components/invite/InviteForm';
import { InviteResult } from '~/components/invite/InviteResult';
import { accountApi } from '~/lib/account/api.server';
import { submitForm } from '~/lib/account/forms.server';
import { identityMessages } from '~/lib/account/messages.server';
import { usePageMessages } from '~/lib/account/use-page-messages';
import { dataOf } from '~/lib/api.server';
import { siteMeta } from '~/lib/meta';
import { withAccountMessages } from '~/lib/page-messages.server';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'account.invite.title' });

async function pageLoader({ request, context }: LoaderFunctionArgs) {
  const api = await accountApi(request, context);
  return { messages: identityMessages(api.lang, ['invites']) };
}

export const loader = async (args: LoaderFunctionArgs) =>
  withAccountMessages(args.request, await pageLoader(args), { account: ['invite'] });

type Sent = { sent: unknown[]; skipped: unknown[] };

export async function action({ request, context }: ActionFunctionArgs) {
  const api = await accountApi(request, context);
  const formData = await request.formData();
  return submitForm({
    formData,
    schema: sendInvitesInput,
    lang: api.lang,
    intent: 'invite',
    // The API takes the list as typed; it checks each address again.
    call: () => api.send('POST', '/users/send-invites', { emails: String(formData.get('emails') ?? '') }),
    done: (_value, res) => ({ intent: 'invite', result: undefined, outcome: dataOf<Sent>(res) }),
  });
}

export default function Invite() {
  const { t } = useTranslation();
  const { messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  const actionData = useActionData<typeof action>();
  const outcome = actionData && 'outcome' in actionData ? actionData.outcome : null;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight">{t('account.invite.title')}</h1>
      <p className="mt-3 text-slate-700">{t('account.invite.intro')}</p>
      {outcome ? <InviteResult sent={outcome.sent} skipped={outcome.skipped} /> : null}
      <div className="mt-8">
        {/* After a send, a fresh empty form. */}
        <InviteForm key={outcome ? 'sent' : 'form'} lastResult={actionData?.result} />
      </div>
    </div>
  );
}
