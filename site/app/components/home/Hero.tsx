import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '../header/styles';

/** The page's only <h1>. The artwork (staff's "home-hero" image) is decorative. */
export function Hero({ image }: { image: string | null }) {
  const { t } = useTranslation();
  return (
    <section className="bg-gradient-to-b from-slate-50 to-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-16 md:grid-cols-2 md:py-24">
        <div>
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">{t('site.home.title')}</h1>
          <p className="mt-5 text-lg text-slate-700">{t('site.home.intro')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/browse-companies" className={`${primaryButton} px-6 py-3 text-base`}>
              {t('site.home.browse')}
            </Link>
            <Link
              to="/raise-capital"
              className="inline-flex items-center rounded-md border border-secondary px-6 py-3 text-base font-semibold text-secondary hover:bg-slate-50"
            >
              {t('site.home.raise')}
            </Link>
          </div>
        </div>
        {image ? <img src={image} alt="" width={560} height={420} className="mx-auto w-full max-w-lg" /> : null}
      </div>
    </section>
  );
}
