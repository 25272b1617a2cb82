import { useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';

/**
 * A plain HTML form (not the router's): choosing a language posts to /language, which sets the
 * `lng` cookie and redirects back, and the whole page reloads in the new language (spec §4).
 * It works the same with or without scripts.
 */
export function LanguageForm({ languages, current }: { languages: { code: string; nativeName: string }[]; current: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  if (languages.length < 2) return null;
  return (
    <form method="post" action="/language" className="flex items-center gap-2">
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <label htmlFor="footer-language" className="text-sm">
        {t('site.footer.language')}
      </label>
      <select
        id="footer-language"
        name="lng"
        defaultValue={current}
        className="rounded-md border border-slate-600 bg-slate-800 px-2 py-1.5 text-sm text-white"
      >
        {languages.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.nativeName}
          </option>
        ))}
      </select>
      <button type="submit" className="rounded-md border border-slate-500 px-3 py-1.5 text-sm font-medium text-white hover:bg-slate-800">
        {t('site.footer.changeLanguage')}
      </button>
    </form>
  );
}
