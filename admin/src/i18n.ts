import { createInstance } from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';

/**
 * The console runs in English; every label still comes from @cf/i18n (namespace "console",
 * gathered in ./messages), so adding French or Arabic is a matter of loading those resources here.
 */
export const CONSOLE_LOCALE = 'en';

export const i18n = createInstance();

export const currentLocale = (): string => i18n.language || CONSOLE_LOCALE;

/**
 * The messages are a chunk of their own, fetched as the console starts (before the first render):
 * the entry chunk does not grow with every label a new resource brings.
 */
export const createI18nProvider = async (): Promise<I18nProvider> => {
  const { translation } = await import('./messages');
  return getI18nProvider(i18n, {
    lng: CONSOLE_LOCALE,
    fallbackLng: CONSOLE_LOCALE,
    resources: { [CONSOLE_LOCALE]: { translation } },
    interpolation: { escapeValue: false },
  });
};

/** Our message keys look like "validation.required"; anything else is not a key of ours. */
const KEY_PATTERN = /^[a-z]+\.[A-Za-z0-9_.]+$/;

/** Translates a validation key with its parameters (minimum, maximum...); unknown text becomes "invalid". */
export function translateKey(key: string, params: Record<string, unknown> = {}): string {
  if (!KEY_PATTERN.test(key) || !i18n.exists(key)) return i18n.t('validation.invalid');
  return i18n.t(key, params as Record<string, string>);
}
