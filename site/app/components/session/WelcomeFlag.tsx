import { WELCOME_FLAG_DELAY_MS, WELCOME_FLAG_DURATION_MS } from '@cf/domain/constants';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const flagClass =
  'pointer-events-none fixed inset-x-0 top-20 z-40 mx-auto w-fit max-w-[calc(100vw-2rem)] rounded-full bg-secondary px-6 py-3 text-center text-sm font-semibold text-on-secondary shadow-lg';

/** Without scripts the same timing comes from CSS: hidden for the delay, shown, then gone. */
const noScriptStyle = `@keyframes cf-welcome-in{from{opacity:0}to{opacity:1}}@keyframes cf-welcome-out{to{opacity:0;visibility:hidden}}.welcome-flag{animation:cf-welcome-in .2s ease ${WELCOME_FLAG_DELAY_MS}ms both,cf-welcome-out .3s ease ${WELCOME_FLAG_DELAY_MS + WELCOME_FLAG_DURATION_MS}ms forwards}`;

/**
 * Spec §4: after a login, a short pause (WELCOME_FLAG_DELAY_MS), then a welcome flag for
 * WELCOME_FLAG_DURATION_MS. The root loader hands over the first name once (a flash), so a
 * reload does not greet again; a later loader answer without it does not cut the flag short.
 */
export function WelcomeFlag({ name }: { name: string | null }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<string | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  // A greeting starts its own timers; only a new greeting (or leaving the page) stops them.
  useEffect(() => {
    if (!name) return;
    timers.current.forEach(clearTimeout);
    timers.current = [
      setTimeout(() => setShown(name), WELCOME_FLAG_DELAY_MS),
      setTimeout(() => setShown(null), WELCOME_FLAG_DELAY_MS + WELCOME_FLAG_DURATION_MS),
    ];
  }, [name]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  return (
    <>
      {/* The live region is in the page before the text arrives, so the greeting is announced. */}
      <div role="status" aria-live="polite">
        {shown ? (
          <p className={flagClass} data-testid="welcome-flag">
            {t('account.session.welcome', { name: shown })}
          </p>
        ) : null}
      </div>
      {name ? (
        <noscript>
          <style>{noScriptStyle}</style>
          <p className={`welcome-flag ${flagClass}`}>{t('account.session.welcome', { name })}</p>
        </noscript>
      ) : null}
    </>
  );
}
