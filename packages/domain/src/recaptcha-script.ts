/** Google reCAPTCHA v2 (checkbox) in a browser: the site's forms and the console's login share it. */
export type Grecaptcha = {
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

/** Loads Google's script once per page, only where a form uses reCAPTCHA (the page's policy allows it then). */
export function loadRecaptcha(lang: string): Promise<Grecaptcha> {
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
