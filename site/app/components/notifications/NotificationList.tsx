import { Link, useFetcher } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '~/lib/account/format';
import type { NotificationItem } from '~/lib/account/types';
import { safeRedirect } from '~/lib/safe-redirect';
import { LIVE_NOTIFICATION_EVENT, type LiveNotification } from './live-types';

type Props = { items: NotificationItem[]; page: number; lang: string; timezone: string };

/**
 * One page of notifications, newest first, unread ones highlighted, each with "mark as read". On
 * the first page, notifications pushed while it is open are added at the top.
 */
export function NotificationList({ items, page, lang, timezone }: Props) {
  const { t } = useTranslation();
  const [live, setLive] = useState<NotificationItem[]>([]);
  useEffect(() => setLive([]), [items]);
  useEffect(() => {
    if (page !== 1) return;
    const add = (event: Event) => {
      const n = (event as CustomEvent<LiveNotification>).detail;
      setLive((list) => (list.some((x) => x.id === n.id) ? list : [{ ...n, read: false }, ...list]));
    };
    window.addEventListener(LIVE_NOTIFICATION_EVENT, add);
    return () => window.removeEventListener(LIVE_NOTIFICATION_EVENT, add);
  }, [page]);

  const shown = [...live.filter((n) => !items.some((i) => i.id === n.id)), ...items];
  if (shown.length === 0) return <p className="text-slate-600">{t('account.notifications.empty')}</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {shown.map((n) => (
        <NotificationRow key={n.id} n={n} when={formatDateTime(n.createdAt, lang, timezone)} />
      ))}
    </ul>
  );
}

function NotificationRow({ n, when }: { n: NotificationItem; when: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const read = n.read || fetcher.state !== 'idle' || fetcher.data !== undefined;
  return (
    <li className={`flex items-start gap-4 p-4 ${read ? 'bg-white' : 'border-s-4 border-primary bg-sky-50'}`}>
      {n.thumbnail ? <img src={n.thumbnail} alt="" width={48} height={48} className="h-12 w-12 rounded object-cover" /> : null}
      <div className="min-w-0 flex-1">
        <p className={read ? 'text-slate-800' : 'font-semibold text-slate-900'}>
          {read ? null : <span className="sr-only">{t('account.notifications.unread')}: </span>}
          {n.link ? (
            <Link to={safeRedirect(n.link, '/notifications')} className="hover:underline">
              {n.text}
            </Link>
          ) : (
            n.text
          )}
        </p>
        <p className="mt-1 text-sm text-slate-600">{when}</p>
      </div>
      {read ? null : (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="read" />
          <input type="hidden" name="id" value={n.id} />
          <button type="submit" className="rounded-md border border-slate-400 px-3 py-1 text-sm font-medium text-slate-800 hover:bg-white">
            {t('account.notifications.markRead')}
          </button>
        </fetcher.Form>
      )}
    </li>
  );
}
