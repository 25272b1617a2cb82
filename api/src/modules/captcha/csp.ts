import { publicCaptcha } from '../settings/index';
import type { App } from '../../types';

/**
 * Google's reCAPTCHA widget hosts, for the pages' Content-Security-Policy (the site's and the
 * console's): a page allows them only while reCAPTCHA is the captcha in effect.
 */
export const RECAPTCHA_HOSTS = {
  script: ' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/',
  frame: ' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/',
};

/**
 * Whether the captcha in effect is reCAPTCHA (kept in the public cache: staff writes refresh it).
 * When the settings cannot be read the answer is no: the page keeps the stricter policy.
 */
export async function recaptchaOn(app: App): Promise<boolean> {
  try {
    const provider = await app.publicCache.get('csp:captcha-provider', () =>
      publicCaptcha(app.db).then(
        (c) => c.provider,
        () => 'svg',
      ),
    );
    return provider === '"recaptcha"';
  } catch {
    return false;
  }
}
