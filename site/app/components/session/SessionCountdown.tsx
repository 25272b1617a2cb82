import { useLocation, useSubmit } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const MINUTE_MS = 60_000;
/** The countdown shows only in the session's last minutes: earlier it is noise on every page. */
const SHOW_FROM_MINUTES = 10;
/** Screen readers hear the countdown only in its last minutes (spec §4: a countdown in minutes). */
const ANNOUNCE_FROM_MINUTES = 5;

const minutesOf = (ms: number) => Math.max(0, Math.ceil(ms / MINUTE_MS));

/**
 * The minutes left in the signed-in session, under the header. It changes when the minute does;
 * at the end the page signs out (POST /logout, reason "expired") and lands on the login page with
 * the notice. The server enforces the same end on its own, for pages left without scripts.
 */
export function SessionCountdown({ remainingMs }: { remainingMs: number }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const location = useLocation();
  // The first render (server and browser) uses the loader's number, so both print the same text.
  const [minutes, setMinutes] = useState(() => minutesOf(remainingMs));
  const here = location.pathname + location.search;

  useEffect(() => {
    // Measured from when this page got the number: the browser's clock need not match the server's.
    const deadline = Date.now() + remainingMs;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      clearTimeout(timer);
      const left = deadline - Date.now();
      if (left <= 0) {
        submit({ reason: 'expired', redirectTo: here }, { method: 'post', action: '/logout', replace: true });
        return;
      }
      setMinutes(minutesOf(left));
      // Wake when the shown number changes (or at the end), never later than a minute from now.
      const untilChange = left - (minutesOf(left) - 1) * MINUTE_MS;
      timer = setTimeout(tick, Math.min(untilChange, MINUTE_MS) + 25);
    };
    tick();
    // Timers sleep with the tab or the laptop: check again when the page is seen.
    const onVisible = () => document.visibilityState === 'visible' && tick();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
    // `here` is read when the time is up; a new page does not restart the count.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [remainingMs, submit]);

  // The timer above still runs while hidden: the page signs out at the end either way.
  if (minutes > SHOW_FROM_MINUTES) return null;
  const last = minutes <= ANNOUNCE_FROM_MINUTES;
  return (
    <div className="border-b border-slate-200 bg-slate-50">
      <p
        className={`mx-auto flex max-w-6xl justify-end px-4 py-1 text-xs ${last ? 'font-semibold text-amber-900' : 'text-slate-700'}`}
        aria-live={last ? 'polite' : 'off'}
        aria-atomic="true"
        data-testid="session-countdown"
      >
        {t('account.session.remaining', { count: minutes })}
      </p>
    </div>
  );
}
