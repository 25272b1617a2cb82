import { useTranslation } from 'react-i18next';
import { NewsletterForm } from './NewsletterForm';

/** The home page's newsletter panel. */
export function NewsletterBox({ captchaOn }: { captchaOn: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="newsletter-heading" className="mx-auto max-w-6xl px-4 py-8">
      <div className="rounded-2xl bg-slate-100 p-8 md:p-12">
        <h2 id="newsletter-heading" className="text-2xl font-bold tracking-tight">
          {t('site.newsletter.heading')}
        </h2>
        <p className="mt-2 text-slate-700">{t('site.newsletter.text')}</p>
        <div className="mt-6 max-w-xl">
          <NewsletterForm id="newsletter-home" captchaOn={captchaOn} />
        </div>
      </div>
    </section>
  );
}
