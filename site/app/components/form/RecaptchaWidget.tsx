import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '~/lib/use-hydrated';
import { type Grecaptcha, loadRecaptcha } from '@cf/domain/recaptcha-script';
import type { AccountPick } from '~/lib/account-messages';

/** What the widget says without JavaScript or when Google’s script fails: the `account`/`auth` sections each route rendering this component requests (accountMessages). */
export const RECAPTCHA_MESSAGES = { auth: ['recaptcha'] } as const satisfies AccountPick;

/** GET /captcha's answer when staff chose Google reCAPTCHA (v2 checkbox): no image, a site key. */
export type RecaptchaChallenge = { provider: 'recaptcha'; siteKey: string };

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
