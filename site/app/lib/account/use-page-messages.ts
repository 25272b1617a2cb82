import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Adds texts a page's loader sent (identityMessages) to the page's i18n instance before its
 * children translate. Adding is idempotent and the texts are the same for every visitor of a
 * language, so the server's shared instance may keep them.
 */
export function usePageMessages(bundle: Record<string, unknown> | undefined) {
  const { i18n } = useTranslation();
  useMemo(() => {
    if (bundle) i18n.addResourceBundle(i18n.language, 'translation', bundle, true, false);
  }, [bundle, i18n]);
}
