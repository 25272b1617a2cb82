import { useCallback } from 'react';
import { useLocaleState, useNotify } from 'react-admin';
import { choiceRemembered, isConsoleLocale, rememberChoice } from '../i18n';
import { saveLanguage } from '../providers/authProvider';

/**
 * The console's language and the staff member's saved language (their account's notification
 * language): the console starts in the saved one at sign-in unless this browser has a choice of its
 * own, and a language picked in the menu becomes both this browser's choice and the saved one.
 */
export function useStaffLanguage() {
  const [locale, setLocale] = useLocaleState();
  const notify = useNotify();

  /** At sign-in: switch to the saved language when this browser has no choice of its own. */
  const adopt = useCallback(
    (saved: string | undefined) => {
      if (!choiceRemembered() && isConsoleLocale(saved) && saved !== locale) setLocale(saved);
    },
    [locale, setLocale],
  );

  /** From the language menu: switch, remember here, save to the account. */
  const pick = useCallback(
    (next: string) => {
      if (!isConsoleLocale(next)) return;
      setLocale(next);
      rememberChoice(next);
      // The switch stands even when the save fails; staff are told it was not saved.
      saveLanguage(next).catch(() => notify('console.language.notSaved', { type: 'warning' }));
    },
    [setLocale, notify],
  );

  return { locale, adopt, pick };
}
