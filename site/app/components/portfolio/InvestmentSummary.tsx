import { numberFormat } from '@cf/domain/number-format';
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { dateText, dayText, percentText } from '~/lib/portfolio/format';
import type { MyInvestmentDetail } from '~/lib/portfolio/types';
import { StatusBadge } from './StatusBadge';
import { Money } from '../money/Money';

/** What the investment is: reference, status, amount, shares and stake, dates, route, fees, what it pays. */
export function InvestmentSummary({ investment: i, lang, timezone }: { investment: MyInvestmentDetail; lang: string; timezone: string }) {
  const { t } = useTranslation();
  const m = (minor: number) => <Money minor={minor} currency={i.currency} lang={lang} />;
  const dash = t('portfolio.detail.notApplicable');
  const rows: [string, React.ReactNode][] = [
    ['reference', <span className="font-mono">{i.reference}</span>],
    ['status', <StatusBadge status={i.status} />],
    ['amount', m(i.amount)],
    ['shares', i.shares === null ? dash : numberFormat(lang).format(i.shares)],
    ['pricePerShare', i.pricePerShare === null ? dash : m(i.pricePerShare)],
    ['ownership', i.ownershipPercent === null ? dash : percentText(i.ownershipPercent, lang)],
    ['invested', dateText(i.createdAt, lang, timezone)],
    ['paid', i.paidAt ? dateText(i.paidAt, lang, timezone) : dash],
    ['signed', dateText(i.signedAt, lang, timezone)],
    ['route', t(`portfolio.routes.${i.paymentType}`)],
    ['siteFee', m(i.siteFee)],
    ['gatewayFee', m(i.gatewayFee)],
    [
      'nextRepayment',
      i.nextRepayment
        ? `${dayText(i.nextRepayment.dueDate, lang)} · ${
            i.nextRepayment.number
              ? t('portfolio.instalment', { number: i.nextRepayment.number })
              : t(`portfolio.repaymentKinds.${i.nextRepayment.kind}`)
          }`
        : dash,
    ],
    ['distributions', m(i.distributionsReceived)],
  ];
  return (
    <section aria-labelledby="investment-summary-heading" className="rounded-lg border border-slate-200 p-6">
      <h2 id="investment-summary-heading" className="text-lg font-semibold">
        {t('portfolio.detail.summary')}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2" data-testid="investment-summary">
        {rows.map(([key, value]) => (
          <div key={key} data-testid={`investment-${key}`}>
            <dt className="text-sm text-slate-600">{t(`portfolio.detail.${key}`)}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4">
        <Link to={`/campaign-detail-page/${i.campaign.slug}`} className="text-sm font-medium text-primary underline">
          {t('portfolio.detail.campaignPage')}
        </Link>
      </p>
    </section>
  );
}
