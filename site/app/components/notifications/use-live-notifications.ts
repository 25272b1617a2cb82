import { useEffect, useRef } from 'react';
import { safeRedirect } from '~/lib/safe-redirect';
import { LIVE_NOTIFICATION_EVENT, type LiveNotification } from './live-types';

/**
 * Connects this tab to the real-time notifications while a user is signed in (spec §4): each
 * `notification` is handed to `onNotification` and re-broadcast as a window event.
 */
export function useLiveNotifications(lang: string, onNotification: (n: LiveNotification) => void) {
  const handler = useRef(onNotification);
  useEffect(() => {
    handler.current = onNotification;
  });
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('./live-socket').then(({ connectNotifications }) => {
      if (cancelled) return;
      stop = connectNotifications(lang, (notification) => {
        handler.current(notification);
        window.dispatchEvent(new CustomEvent<LiveNotification>(LIVE_NOTIFICATION_EVENT, { detail: notification }));
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [lang]);
}

/**
 * Browser notifications: permission is asked when the tab becomes visible (spec §4), never on
 * load, and only once per page.
 */
export function useNotificationPermission() {
  useEffect(() => {
    if (typeof Notification === 'undefined' || Notification.permission !== 'default') return;
    const ask = () => {
      if (document.visibilityState !== 'visible') return;
      document.removeEventListener('visibilitychange', ask);
      if (Notification.permission === 'default') void Notification.requestPermission().catch(() => undefined);
    };
    document.addEventListener('visibilitychange', ask);
    return () => document.removeEventListener('visibilitychange', ask);
  }, []);
}

/** A system notification: the site's name as title, the translated text, the favicon and the thumbnail. */
export function showBrowserNotification(n: LiveNotification, site: { siteName: string; favIcon: string | null }) {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const options: NotificationOptions & { image?: string } = { body: n.text, tag: `notification-${n.id}` };
  if (site.favIcon) options.icon = site.favIcon;
  if (n.thumbnail) options.image = n.thumbnail;
  try {
    const shown = new Notification(site.siteName, options);
    shown.onclick = () => {
      window.focus();
      if (n.link) window.location.assign(safeRedirect(n.link, '/notifications'));
      shown.close();
    };
  } catch {
    // Some browsers only allow notifications from a service worker: the in-page toast remains.
  }
}
