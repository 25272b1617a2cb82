/** The console's languages: the site's three (spec §4), each named in its own language. */
export const CONSOLE_LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'fr', name: 'Français' },
  { locale: 'ar', name: 'العربية' },
] as const;

export type ConsoleLocale = (typeof CONSOLE_LOCALES)[number]['locale'];
export const DEFAULT_CONSOLE_LOCALE: ConsoleLocale = 'en';

export const isConsoleLocale = (value: unknown): value is ConsoleLocale => CONSOLE_LOCALES.some(({ locale }) => locale === value);

/** Written right to left (the @cf/i18n list, without importing its catalogues into the entry). */
export const directionOf = (locale: string): 'ltr' | 'rtl' => (locale === 'ar' ? 'rtl' : 'ltr');

/**
 * react-admin keeps the switcher's choice in its store ("RaStore.locale"), but signing out empties
 * that store: the console keeps a copy of its own so the language survives a sign-out.
 */
export const CHOICE_KEY = 'cf-console-language';
const RA_STORE_KEY = 'RaStore.locale';

const readJson = (raw: string | null): unknown => {
  try {
    return raw === null ? undefined : JSON.parse(raw);
  } catch {
    return undefined;
  }
};

/** The cookie the site writes when a visitor picks a language (a plain code). */
const siteCookie = (cookie: string): string | undefined => /(?:^|;\s*)lng=([a-z]{2})/.exec(cookie)?.[1];

/**
 * The language to start in: the staff member's choice in this browser, else the site's language
 * cookie, else the browser's preferred language, else English.
 */
export function initialLocale(storage: Pick<Storage, 'getItem'>, cookie: string, preferred: readonly string[]): ConsoleLocale {
  const candidates = [
    readJson(storage.getItem(RA_STORE_KEY)),
    storage.getItem(CHOICE_KEY),
    siteCookie(cookie),
    ...preferred.map((tag) => tag.slice(0, 2).toLowerCase()),
  ];
  return candidates.find(isConsoleLocale) ?? DEFAULT_CONSOLE_LOCALE;
}
