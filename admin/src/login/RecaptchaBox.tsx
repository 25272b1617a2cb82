import { Box, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { currentLocale } from '../i18n';

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

/** Explicit rendering: the box is drawn where and when React mounts it, not by a page scan. */
const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js?render=explicit';
let scriptLoad: Promise<Grecaptcha> | undefined;

/** Google's script, loaded once and only when the login shows reCAPTCHA (the page's policy allows it then). */
function loadRecaptcha(): Promise<Grecaptcha> {
  scriptLoad ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${SCRIPT_URL}&hl=${encodeURIComponent(currentLocale())}`;
    script.async = true;
    script.onload = () =>
      window.grecaptcha ? window.grecaptcha.ready(() => resolve(window.grecaptcha!)) : reject(new Error('no grecaptcha'));
    script.onerror = () => {
      scriptLoad = undefined; // the next challenge may try again
      reject(new Error('reCAPTCHA script failed to load'));
    };
    document.head.appendChild(script);
  });
  return scriptLoad;
}

type Props = {
  siteKey: string;
  onToken: (token: string) => void;
  /** Changes with each new challenge: Google takes a token once, so the box is ticked again. */
  round: number;
};

/**
 * Google's "I'm not a robot" box: its token goes with the sign-in as captchaToken. The API names
 * captchaText for captcha errors whatever the provider, so they are shown under the box.
 */
export const RecaptchaBox = ({ siteKey, onToken, round }: Props) => {
  const translate = useTranslate();
  const { errors } = useFormState({ name: 'captchaText' });
  const box = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Grecaptcha; id: number } | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const el = box.current;
    if (!el || widget.current) return;
    loadRecaptcha()
      .then((api) => {
        if (widget.current || !el.isConnected) return;
        const id = api.render(el, { sitekey: siteKey, callback: onToken, 'expired-callback': () => onToken('') });
        widget.current = { api, id };
      })
      .catch(() => setFailed(true));
  }, [siteKey, onToken]);

  useEffect(() => {
    if (widget.current) widget.current.api.reset(widget.current.id);
  }, [round]);

  const message = errors.captchaText?.message;
  return (
    <Box sx={{ mt: 1 }}>
      {failed ? (
        <Typography color="error" variant="body2" role="alert">
          {translate('console.login.recaptchaUnavailable')}
        </Typography>
      ) : (
        <div ref={box} data-testid="recaptcha" />
      )}
      {typeof message === 'string' ? (
        <Typography color="error" variant="body2">
          {message}
        </Typography>
      ) : null}
    </Box>
  );
};
