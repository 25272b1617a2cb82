import type { LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import { InboxMessageView } from '~/components/inbox/InboxMessageView';
import { accountApi } from '~/lib/account/api.server';
import { formatDateTime } from '~/lib/account/format';
import { siteExtras } from '~/lib/account/site.server';
import type { InboxMessage } from '~/lib/account/types';
import { siteMeta } from '~/lib/meta';
import { withAccountMessages } from '~/lib/page-messages.server';
import { usePageMessages } from '~/lib/use-page-messages';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => siteMeta(matches, data ? { title: data.message.subject } : {});

/** /inbox/:id: one e-mail (404 for anyone else's). Only its text version is sent to the page. */
async function pageLoader({ request, context, params }: LoaderFunctionArgs) {
  const api = await accountApi(request, context);
  if (!/^\d{1,15}$/.test(params.id ?? '')) throw new Response(null, { status: 404 });
  const [message, site] = await Promise.all([api.get<InboxMessage>(`/users/inbox/${params.id}`), siteExtras(request, context, api.lang)]);
  if (!message) throw new Response(null, { status: 404 });
  const { html: _html, ...rest } = message;
  return { message: { ...rest, html: '' }, when: formatDateTime(message.createdAt, api.lang, site.timezone) };
}

export const loader = async (args: LoaderFunctionArgs) => withAccountMessages(args.request, await pageLoader(args), { account: ['inbox'] });

export default function InboxMessagePage() {
  const { message, when, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <InboxMessageView message={message} when={when} />
    </div>
  );
}
