import { TOAST_DURATION_MS } from '@cf/domain/constants';
import { Link } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { safeRedirect } from '~/lib/safe-redirect';
import { CloseIcon } from '../icons/ui-icons';
import type { LiveNotification } from './live-types';

/**
 * Notifications that arrive while the page is open, shown like the site's toasts (top inline-end,
 * closing after TOAST_DURATION_MS). Rendered into <body>: the sticky header's backdrop filter
 * would otherwise trap a fixed element inside it.
 */
export function LiveToasts({ items, onClose }: { items: LiveNotification[]; onClose: (id: number) => void }) {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => setHost(document.body), []);
  if (!host) return null;
  return createPortal(
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed end-4 top-36 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2"
    >
      {items.map((item) => (
        <LiveToast key={item.id} item={item} onClose={onClose} />
      ))}
    </div>,
    host,
  );
}

function LiveToast({ item, onClose }: { item: LiveNotification; onClose: (id: number) => void }) {
  const { t } = useTranslation();
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => onClose(item.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [held, item.id, onClose]);
  return (
    <div
      className="pointer-events-auto flex items-start gap-3 rounded-md border-s-4 border-slate-600 bg-white p-4 text-slate-900 shadow-lg"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      {item.thumbnail ? <img src={item.thumbnail} alt="" width={40} height={40} className="h-10 w-10 rounded object-cover" /> : null}
      <p className="flex-1 text-sm font-medium">
        {item.link ? (
          <Link to={safeRedirect(item.link, '/notifications')} className="hover:underline">
            {item.text}
          </Link>
        ) : (
          item.text
        )}
      </p>
      <button type="button" onClick={() => onClose(item.id)} className="-m-1 rounded p-1 hover:bg-black/10">
        <CloseIcon className="h-4 w-4" />
        <span className="sr-only">{t('site.toast.close')}</span>
      </button>
    </div>
  );
}
