import { PAGE_SIZE } from '@cf/domain/constants';
import { markNotificationsInput } from '@cf/domain/schemas/notifications';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, type MetaFunction, useLoaderData, useNavigation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIVE_NOTIFICATION_EVENT, type LiveNotification } from '~/components/notifications/live-types';
import { NotificationList } from '~/components/notifications/NotificationList';
import { Pagination, PAGINATION_MESSAGES } from '~/components/settings/Pagination';
import { accountApi } from '~/lib/account/api.server';
import { siteExtras } from '~/lib/account/site.server';
import type { NotificationItem } from '~/lib/account/types';
import { failureOf, isOk } from '~/lib/api.server';
import { siteMeta } from '~/lib/meta';
import { redirectWithToast } from '~/lib/session.server';
import { pageParam } from '~/lib/page-param';
import { withAccountMessages } from '~/lib/page-messages.server';
import { usePageMessages } from '~/lib/use-page-messages';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'account.notifications.title' });

const pageOf = (request: Request) => pageParam(request.url);

async function pageLoader({ request, context }: LoaderFunctionArgs) {
  const api = await accountApi(request, context);
  const page = pageOf(request);
  const [list, site] = await Promise.all([
    api.list<NotificationItem>(`/notifications?page=${page}`),
    siteExtras(request, context, api.lang),
  ]);
  return { ...list, unreadCount: list.unreadCount ?? 0, lang: api.lang, timezone: site.timezone };
}

export const loader = async (args: LoaderFunctionArgs) =>
  withAccountMessages(args.request, await pageLoader(args), PAGINATION_MESSAGES, { account: ['notifications'] });

/** Mark one notification, or all of them, read (POST /notifications { read: 1, ids? }). */
export async function action({ request, context }: ActionFunctionArgs) {
  const api = await accountApi(request, context);
  const form = await request.formData();
  const intent = form.get('intent');
  const ids = intent === 'read' ? [Number(form.get('id'))] : undefined;
  const parsed = markNotificationsInput.safeParse({ read: 1, ids });
  if (!parsed.success || (intent !== 'read' && intent !== 'readAll')) throw new Response(null, { status: 400 });
  const res = await api.send('POST', '/notifications', parsed.data);
  if (intent === 'readAll') {
    const url = new URL(request.url);
    return redirectWithToast(
      request,
      context,
      `/notifications${url.search}`,
      isOk(res) ? { type: 'success', key: 'account.notifications.allRead' } : { type: 'error', text: failureOf(res).message },
    );
  }
  return { ok: isOk(res) };
}

export default function Notifications() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  usePageMessages(data.messages);
  const { items, total, page, limit, unreadCount, lang, timezone } = data;
  const navigation = useNavigation();
  const [unread, setUnread] = useState(unreadCount);
  useEffect(() => setUnread(unreadCount), [unreadCount, data]);
  useEffect(() => {
    const update = (event: Event) => setUnread((event as CustomEvent<LiveNotification>).detail.unreadCount);
    window.addEventListener(LIVE_NOTIFICATION_EVENT, update);
    return () => window.removeEventListener(LIVE_NOTIFICATION_EVENT, update);
  }, []);
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'readAll';
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('account.notifications.title')}</h1>
          <p className="mt-1 text-sm text-slate-700">{t('account.notifications.unreadCount', { count: unread })}</p>
        </div>
        {unread > 0 ? (
          <Form method="post">
            <input type="hidden" name="intent" value="readAll" />
            <button
              type="submit"
              aria-disabled={busy || undefined}
              className="rounded-md border border-slate-400 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100"
            >
              {t('account.notifications.markAllRead')}
            </button>
          </Form>
        ) : null}
      </div>
      <div className="mt-8">
        <NotificationList items={items} page={page} lang={lang} timezone={timezone} />
      </div>
      <Pagination page={page} limit={limit || PAGE_SIZE.notifications} total={total} />
    </div>
  );
}
