import { Link, useRouteLoaderData } from '@remix-run/react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RootData } from '~/lib/root-data.server';
import { LiveToasts } from '../notifications/LiveToasts';
import type { LiveNotification } from '../notifications/live-types';
import { showBrowserNotification, useLiveNotifications, useNotificationPermission } from '../notifications/use-live-notifications';
import { BellIcon } from '../icons/ui-icons';

/**
 * The bell links to the notifications page; its name says how many are unread. It is shown to
 * signed-in users only, and keeps the count live: a pushed notification raises it, shows a toast
 * and, with the user's permission, a browser notification (spec §4).
 */
export function NotificationBell({ count }: { count: number }) {
  const { t, i18n } = useTranslation();
  const root = useRouteLoaderData('root') as RootData | undefined;
  const [unread, setUnread] = useState(count);
  const [toasts, setToasts] = useState<LiveNotification[]>([]);

  // The server's count wins whenever the page's data is loaded again (after "mark read"), even
  // when it is the same number as before the live updates.
  useEffect(() => setUnread(count), [count, root]);
  useNotificationPermission();
  useLiveNotifications(root?.lang ?? i18n.language, (notification) => {
    setUnread((current) => (typeof notification.unreadCount === 'number' ? notification.unreadCount : current + 1));
    setToasts((list) => [...list.filter((n) => n.id !== notification.id), notification]);
    if (root) showBrowserNotification(notification, root.settings);
  });
  const close = useCallback((id: number) => setToasts((list) => list.filter((n) => n.id !== id)), []);

  const label = t('site.header.unreadCount', { count: unread });
  return (
    <>
      <Link to="/notifications" aria-label={label} title={label} className="relative rounded-md p-2 text-slate-700 hover:bg-slate-100">
        <BellIcon className="h-6 w-6" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            data-testid="unread-count"
            className="absolute -top-0.5 -end-0.5 min-w-5 rounded-full bg-red-700 px-1 text-center text-xs font-bold leading-5 text-white"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </Link>
      <LiveToasts items={toasts} onClose={close} />
    </>
  );
}
