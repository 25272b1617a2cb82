import type { EmotionCache } from '@emotion/cache';
import { createInstance } from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';
import {
  CHOICE_KEY,
  CONSOLE_LOCALES,
  type ConsoleLocale,
  DEFAULT_CONSOLE_LOCALE,
  directionOf,
  initialLocale,
  isConsoleLocale,
} from './locales/languages';

export { CONSOLE_LOCALES, directionOf, isConsoleLocale };

export const i18n = createInstance();

export const currentLocale = (): string => i18n.language || DEFAULT_CONSOLE_LOCALE;

/** Each language's messages are a chunk of their own: the entry carries none of them. */
const catalogues: Record<ConsoleLocale, () => Promise<{ translation: object }>> = {
  en: () => import('./locales/en'),
  fr: () => import('./locales/fr'),
  ar: () => import('./locales/ar'),
};

/** The emotion cache for right-to-left pages, once a right-to-left language has been loaded. */
let rtlCache: EmotionCache | undefined;
export const loadedRtlCache = (): EmotionCache | undefined => rtlCache;

async function loadCatalogue(locale: ConsoleLocale): Promise<object> {
  const [{ translation }, rtl] = await Promise.all([
    catalogues[locale](),
    directionOf(locale) === 'rtl' && !rtlCache ? import('./locales/rtl') : undefined,
  ]);
  if (rtl) rtlCache = rtl.rtlCache;
  return translation;
}

/** Unit tests run without a browser: English there. */
const browserLocale = (): ConsoleLocale =>
  typeof window === 'undefined' ? DEFAULT_CONSOLE_LOCALE : initialLocale(window.localStorage, document.cookie, navigator.languages);

/** The page follows the language: its lang, its direction, its title. */
function applyToDocument(locale: string) {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  document.title = i18n.t('console.appTitle');
}

/**
 * A language picked in the language menu is this browser's explicit choice: it outlives a sign-out
 * and wins over the staff member's saved language. A language the console merely started in is not.
 */
export const rememberChoice = (locale: ConsoleLocale) => window.localStorage.setItem(CHOICE_KEY, locale);
export const choiceRemembered = (): boolean => window.localStorage.getItem(CHOICE_KEY) !== null;

/**
 * The i18next provider, started in the remembered language (only that catalogue is fetched before
 * the first render). Switching fetches the new language's chunk first, then changes i18next's
 * language: ra-i18n-i18next's changeLocale expects the resources to be there already.
 */
export const createI18nProvider = async (locale: ConsoleLocale = browserLocale()): Promise<I18nProvider> => {
  const translation = await loadCatalogue(locale);
  const provider = await getI18nProvider(
    i18n,
    {
      lng: locale,
      fallbackLng: false,
      resources: { [locale]: { translation } },
      interpolation: { escapeValue: false },
    },
    [...CONSOLE_LOCALES],
  );
  if (typeof document !== 'undefined') {
    applyToDocument(locale);
    i18n.on('languageChanged', applyToDocument);
  }
  return {
    ...provider,
    changeLocale: async (next: string) => {
      const target = isConsoleLocale(next) ? next : DEFAULT_CONSOLE_LOCALE;
      if (!i18n.hasResourceBundle(target, 'translation')) {
        i18n.addResourceBundle(target, 'translation', await loadCatalogue(target));
      }
      await provider.changeLocale(target);
    },
  };
};

/** Our message keys look like "validation.required"; anything else is not a key of ours. */
const KEY_PATTERN = /^[a-z]+\.[A-Za-z0-9_.]+$/;

/** Translates a validation key with its parameters (minimum, maximum...); unknown text becomes "invalid". */
export function translateKey(key: string, params: Record<string, unknown> = {}): string {
  if (!KEY_PATTERN.test(key) || !i18n.exists(key)) return i18n.t('validation.invalid');
  return i18n.t(key, params as Record<string, string>);
}
