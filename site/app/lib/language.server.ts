import { languageFromHeader } from '@cf/i18n';

export const LANGUAGE_COOKIE = 'lng';
const LANG_PATTERN = /^[a-z]{2}(-[A-Z]{2})?$/;
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export const isLanguageCode = (v: unknown): v is string => typeof v === 'string' && LANG_PATTERN.test(v);

function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return null;
}

/**
 * The content language of a request: the `lng` cookie (a plain code, so the API's language
 * plugin and the maintenance page read the same cookie), else Accept-Language, else English.
 */
export function requestLanguage(request: Request): string {
  const fromCookie = readCookie(request, LANGUAGE_COOKIE);
  if (isLanguageCode(fromCookie)) return fromCookie;
  return languageFromHeader(request.headers.get('accept-language') ?? undefined) ?? 'en';
}

export function languageCookie(lang: string, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
