import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';

/** What a missing page shows (with HTTP 404): say so, and offer the way home and to help. */
export function NotFoundPanel() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold">{t('site.notFoundTitle')}</h1>
      <p className="mt-4 text-slate-700">{t('site.notFoundText')}</p>
      <p className="mt-8 flex flex-wrap justify-center gap-4">
        <Link to="/" className="font-semibold text-primary underline">
          {t('common.home')}
        </Link>
        <Link to="/help-center" className="font-semibold text-primary underline">
          {t('site.footer.helpCenter')}
        </Link>
      </p>
    </section>
  );
}
