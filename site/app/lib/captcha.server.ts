import type { AppLoadContext } from '@remix-run/node';
import type { Captcha } from './api-types';
import { apiRequest, dataOf, isOk } from './api.server';

/**
 * A captcha challenge for a form whose captcha staff switched on. A refusal (the captcha route is
 * rate-limited per visitor) must not break the page: the form then asks for one from the browser.
 */
export async function loadCaptcha(context: AppLoadContext, lang: string, on: boolean): Promise<Captcha | null> {
  if (!on) return null;
  const res = await apiRequest(context, { path: '/captcha', lang });
  return isOk(res) ? dataOf<Captcha>(res) : null;
}
