import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '~/lib/use-hydrated';

/** GET /captcha's answer when staff chose Google reCAPTCHA (v2 checkbox): no image, a site key. */
export type RecaptchaChallenge = { provider: 'recaptcha'; siteKey: string };

type Grecaptcha = {
  ready(cb: () => void): void;
  render(el: HTMLElement, options: Record<string, unknown>): number;
  reset(widgetId?: number): void;
};
declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/** Explicit rendering: the widget is drawn where and when React mounts it, not by a page scan. */
const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=explicit';
let scriptLoad: Promise<Grecaptcha> | undefined;

/** Loads Google's script once per page, and only on pages whose form uses reCAPTCHA. */
function loadRecaptcha(lang: string): Promise<Grecaptcha> {
  scriptLoad ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${SCRIPT_URL}&hl=${encodeURIComponent(lang)}`;
    script.async = true;
    script.onload = () =>
      window.grecaptcha ? window.grecaptcha.ready(() => resolve(window.grecaptcha!)) : reject(new Error('no grecaptcha'));
    script.onerror = () => {
      scriptLoad = undefined; // a later form may try again
      reject(new Error('reCAPTCHA script failed to load'));
    };
    document.head.appendChild(script);
  });
  return scriptLoad;
}

type Props = {
  challenge: RecaptchaChallenge;
  /** The captcha field's errors (the API names captchaText whatever the provider). */
  errorId: string;
  errors?: string[] | undefined;
  /** Changes after each answer from the server: Google takes a token once, so the box is reset. */
  resetKey?: unknown;
};

/**
 * Google's "I'm not a robot" box. Its token is posted as captchaToken, which the API checks with
 * Google. It needs scripts: without them (or when Google cannot be reached) the form says so
 * instead of failing silently on submit.
 */
export function RecaptchaWidget({ challenge, errorId, errors, resetKey }: Props) {
  const { t, i18n } = useTranslation();
  const hydrated = useHydrated();
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Grecaptcha; id: number } | null>(null);
  const [token, setToken] = useState('');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!hydrated || !box.current || widget.current) return;
    const el = box.current;
    loadRecaptcha(i18n.language)
      .then((api) => {
        if (widget.current || !el.isConnected) return;
        const id = api.render(el, { sitekey: challenge.siteKey, callback: setToken, 'expired-callback': () => setToken('') });
        widget.current = { api, id };
      })
      .catch(() => setFailed(true));
  }, [hydrated, challenge.siteKey, i18n.language]);

  useEffect(() => {
    widget.current?.api.reset(widget.current.id);
    setToken('');
  }, [resetKey]);

  return (
    <div className="space-y-1.5">
      {hydrated && !failed ? (
        <div ref={box} data-testid="recaptcha" />
      ) : (
        <p role={failed ? 'alert' : undefined} className="rounded-md border border-amber-600 bg-amber-50 p-3 text-sm text-amber-900">
          {t(failed ? 'auth.recaptcha.loadFailed' : 'auth.recaptcha.noScript')}
        </p>
      )}
      <input type="hidden" name="captchaToken" value={token} />
      {errors?.length ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}

/** Tells GET /captcha's two answers apart. */
export const isRecaptcha = (challenge: object | null): challenge is RecaptchaChallenge =>
  Boolean(challenge && 'provider' in challenge && challenge.provider === 'recaptcha');
