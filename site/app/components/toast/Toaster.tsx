import { TOAST_DURATION_MS } from '@cf/domain/constants';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Toast } from '~/lib/toast';
import { CloseIcon } from '../icons/ui-icons';

/**
 * Toasts sit at the top inline-end corner (top-right, top-left in Arabic), just below the header
 * so they never cover the account menu, and close after TOAST_DURATION_MS (spec §8); hovering or
 * focusing one holds it open. They come from the flash in the session cookie, so they survive
 * redirects and work after a script-less POST.
 */
export function Toaster({ initial }: { initial: Toast | null }) {
  const [toasts, setToasts] = useState<Toast[]>(initial ? [initial] : []);

  // A new flash arrives with the root data after each action or redirect.
  useEffect(() => {
    if (initial) setToasts((list) => (list.some((t) => t.id === initial.id) ? list : [...list, initial]));
  }, [initial]);

  const dismiss = useCallback((id: string) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed end-4 top-20 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2"
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onClose={dismiss} />
      ))}
    </div>
  );
}

const tone = {
  success: 'border-emerald-700 bg-emerald-50 text-emerald-950',
  error: 'border-red-700 bg-red-50 text-red-950',
  info: 'border-slate-600 bg-white text-slate-900',
};

function ToastItem({ toast, onClose }: { toast: Toast; onClose: (id: string) => void }) {
  const { t } = useTranslation();
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => onClose(toast.id), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [held, onClose, toast.id]);
  const text = toast.text ?? (toast.key ? t(toast.key, toast.params) : '');
  return (
    <div
      className={`toast pointer-events-auto flex items-start gap-3 rounded-md border-s-4 p-4 shadow-lg ${tone[toast.type]}`}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <p className="flex-1 text-sm font-medium">{text}</p>
      <button type="button" onClick={() => onClose(toast.id)} className="-m-1 rounded p-1 hover:bg-black/10">
        <CloseIcon className="h-4 w-4" />
        <span className="sr-only">{t('site.toast.close')}</span>
      </button>
    </div>
  );
}
