import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { dateText, isolate } from '~/lib/portfolio/format';
import type { MyInvestment, PortfolioCurrency } from '~/lib/portfolio/types';
import { Money } from '../money/Money';
import { fillSlots, slot } from '~/lib/slots';

/** The investor's latest paid investments in the currency, newest first. */
export function LatestInvestments({
  items,
  currency,
  lang,
  timezone,
}: {
  items: MyInvestment[];
  currency: PortfolioCurrency;
  lang: string;
  timezone: string;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="portfolio-latest-heading" className="rounded-lg border border-slate-200 p-4" data-testid="portfolio-latest">
      <h2 id="portfolio-latest-heading" className="font-semibold text-slate-900">
        {t('portfolio.latest.heading')}
      </h2>
      <ul className="mt-3 space-y-2 text-sm">
        {items.map((i) => (
          <li key={i.id}>
            <Link to={`/investments/${i.id}`} className="text-primary underline">
              {fillSlots(
                t('portfolio.latest.item', {
                  amount: slot('amount'),
                  campaign: isolate(i.campaign.name),
                  date: isolate(dateText(i.paidAt ?? i.createdAt, lang, timezone)),
                }),
                { amount: <Money minor={i.amount} currency={currency} lang={lang} /> },
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
