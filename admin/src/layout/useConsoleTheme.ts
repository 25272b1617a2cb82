import createCache, { type EmotionCache } from '@emotion/cache';
import { useMemo, useSyncExternalStore } from 'react';
import type { RaThemeOptions } from 'react-admin';
import { currentLocale, directionOf, i18n, loadedRtlCache } from '../i18n';
import { theme } from './theme';

/** Left to right: a plain cache (MUI's default styles), kept for the console's lifetime. */
const ltrCache = createCache({ key: 'css' });

const subscribe = (onChange: () => void) => {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
};

/**
 * The theme for the language i18next is in (not the one being loaded): its direction, so MUI and
 * the data grid mirror themselves for Arabic, and the locale DateField and NumberField format
 * with. Right to left also needs the rtl emotion cache, loaded with the language's messages.
 */
export function useConsoleTheme(): { theme: RaThemeOptions; cache: EmotionCache } {
  const locale = useSyncExternalStore(subscribe, currentLocale);
  return useMemo(() => {
    const direction = directionOf(locale);
    const byLocale = { defaultProps: { locales: locale } };
    return {
      cache: (direction === 'rtl' ? loadedRtlCache() : undefined) ?? ltrCache,
      theme: {
        ...theme,
        direction,
        components: { ...theme.components, RaDateField: byLocale, RaNumberField: byLocale } as RaThemeOptions['components'],
      },
    };
  }, [locale]);
}
