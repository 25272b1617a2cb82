import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';

type Props = { missing: string[]; next: string };

/** The invest page's list of what the investor's regime still asks, linking to the steps. */
export function MissingStepsPanel({ missing, next }: Props) {
  const { t } = useTranslation();
  if (missing.length === 0) return null;
  return (
    <section
      aria-labelledby="missing-steps-title"
      data-testid="missing-steps"
      className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm"
    >
      <h2 id="missing-steps-title" className="font-semibold text-slate-900">
        {t('investorProtection.missing.title')}
      </h2>
      <ul className="mt-2 list-disc ps-5">
        {missing.map((step) => (
          <li key={step}>{t(`investorProtection.missing.${step}`)}</li>
        ))}
      </ul>
      <Link to={`/investor-protection?next=${encodeURIComponent(next)}`} className="mt-2 inline-block font-semibold text-primary underline">
        {t('investorProtection.missing.link')}
      </Link>
    </section>
  );
}
