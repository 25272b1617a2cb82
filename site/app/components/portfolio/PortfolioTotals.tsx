import { numberFormat } from '@cf/domain/number-format';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dayText, isolate } from '~/lib/portfolio/format';
import type { PortfolioCurrency, PortfolioDashboard } from '~/lib/portfolio/types';
import { Money } from '../money/Money';
import { fillSlots, slot } from '~/lib/slots';

type Totals = NonNullable<PortfolioDashboard['totals'][number]>;

const Figure = ({ label, value, detail, id }: { label: string; value: ReactNode; detail?: ReactNode; id: string }) => (
  <div className="rounded-lg border border-slate-200 p-4" data-testid={`portfolio-total-${id}`}>
    <dt className="text-sm font-medium text-slate-600">{label}</dt>
    <dd className="mt-1 text-2xl font-bold tabular-nums">{typeof value === 'string' ? <bdi>{value}</bdi> : value}</dd>
    {detail ? <dd className="mt-1 text-sm text-slate-600">{detail}</dd> : null}
  </div>
);

/** The totals in the chosen currency: invested, how many investments, received, refunded, next repayment. */
export function PortfolioTotals({ totals, currency, lang }: { totals: Totals | null; currency: PortfolioCurrency; lang: string }) {
  const { t } = useTranslation();
  const m = (minor: number) => <Money minor={minor} currency={currency} lang={lang} />;
  const next = totals?.nextRepayment;
  return (
    <section aria-labelledby="portfolio-totals-heading" className="mt-8">
      <h2 id="portfolio-totals-heading" className="sr-only">
        {t('portfolio.totals.heading', { currency: currency.code })}
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Figure
          id="invested"
          label={t('portfolio.totals.invested')}
          value={m(totals?.invested ?? 0)}
          detail={
            totals?.refunded ? (
              <>
                {t('portfolio.totals.refunded')}: {m(totals.refunded)}
              </>
            ) : undefined
          }
        />
        <Figure
          id="count"
          label={t('portfolio.totals.investments')}
          value={numberFormat(lang).format(totals?.investmentCount ?? 0)}
          detail={[
            t('portfolio.totals.investmentsDetail', { count: totals?.campaignCount ?? 0 }),
            totals?.pendingCount ? `${t('portfolio.totals.pending')}: ${numberFormat(lang).format(totals.pendingCount)}` : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        />
        <Figure
          id="distributions"
          label={t('portfolio.totals.distributions')}
          value={m(totals?.distributionsReceived ?? 0)}
          detail={
            totals?.distributionsReceived
              ? fillSlots(t('portfolio.totals.distributionsDetail', { principal: slot('principal'), income: slot('income') }), {
                  principal: m(totals.principalReturned),
                  income: m(totals.incomeReceived),
                })
              : undefined
          }
        />
        <Figure
          id="next"
          label={t('portfolio.totals.nextRepayment')}
          value={next ? dayText(next.dueDate, lang) : t('portfolio.totals.none')}
          detail={next ? `${t(`portfolio.repaymentKinds.${next.kind}`)} · ${isolate(next.campaignName)}` : undefined}
        />
      </dl>
    </section>
  );
}
