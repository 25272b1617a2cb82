import type { Messages } from '@cf/i18n/types';
import i18next, { type i18n as I18n } from 'i18next';

/** The namespaces page code translates with; the console's texts never reach the browser. */
export type UiMessages = Pick<Messages, 'site' | 'common' | 'validation' | 'errors'>;

/** Per language on the server (the texts are the same for everyone); one per page in the browser. */
const serverInstances = new Map<string, I18n>();

/**
 * An i18next instance for one language, initialised synchronously from resources already in hand
 * (no backend, no suspense), so the server and the first browser render print the same text.
 * `cacheKey` names complete resource sets that may be shared between requests on the server.
 */
export function createI18n(lang: string, messages: Partial<UiMessages>, cacheKey?: string): I18n {
  const shared = typeof document === 'undefined' && cacheKey !== undefined;
  const cached = shared ? serverInstances.get(cacheKey) : undefined;
  if (cached) return cached;
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: messages } },
    interpolation: { escapeValue: false },
    initImmediate: false,
    returnNull: false,
    react: { useSuspense: false },
  });
  if (shared) serverInstances.set(cacheKey, instance);
  return instance;
}
