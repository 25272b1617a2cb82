import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { InvestNotice } from '../invest/InvestNotice';

type Props = { missing: string[]; next: string };

/** The invest page's list of what the investor's regime still asks, linking to the steps. */
export function MissingStepsPanel({ missing, next }: Props) {
  const { t } = useTranslation();
  if (missing.length === 0) return null;
  return (
    <InvestNotice id="missing-steps" title={t('investorProtection.missing.title')} tone="warning">
      <ul className="mt-2 list-disc ps-5">
        {missing.map((step) => (
          <li key={step}>{t(`investorProtection.missing.${step}`)}</li>
        ))}
      </ul>
      <Link to={`/investor-protection?next=${encodeURIComponent(next)}`} className="mt-2 inline-block font-semibold text-primary underline">
        {t('investorProtection.missing.link')}
      </Link>
    </InvestNotice>
  );
}
