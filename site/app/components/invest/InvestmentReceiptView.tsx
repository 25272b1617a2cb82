import { numberFormat } from '@cf/domain/number-format';
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '~/lib/account/format';
import type { ReactNode } from 'react';
import type { InvestmentReceipt } from '~/lib/invest/types';
import { Money } from '../money/Money';

/** The receipt of one investment: its outcome in a sentence, then what was bought, for how much, and when. */
export function InvestmentReceiptView({ receipt, lang, timezone }: { receipt: InvestmentReceipt; lang: string; timezone: string }) {
  const { t } = useTranslation();
  const headline =
    receipt.status === 'success' ? t('invest.paidTitle') : receipt.status === 'pending' ? t('invest.pendingTitle') : t('invest.failText');
  const money = (minor: number) => <Money minor={minor} currency={receipt.currency} lang={lang} />;
  const rows: [string, ReactNode][] = [
    [t('invest.campaign'), receipt.campaign.name ?? ''],
    [t('invest.amount'), money(receipt.amount)],
    ...(receipt.shares !== null ? ([[t('invest.shares'), numberFormat(lang).format(receipt.shares)]] as [string, ReactNode][]) : []),
    ...(receipt.pricePerShare !== null ? ([[t('invest.pricePerShare'), money(receipt.pricePerShare)]] as [string, ReactNode][]) : []),
    [t('invest.reference'), receipt.reference],
    [t('invest.status'), t(`invest.statuses.${receipt.status}`)],
    [t('invest.date'), formatDateTime(receipt.paidAt ?? receipt.createdAt, lang, timezone)],
  ];
  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <h1 className="text-3xl font-bold">{t('invest.receiptTitle')}</h1>
      <p
        role="status"
        className={`mt-4 rounded-md p-4 ${receipt.status === 'fail' ? 'bg-red-50 text-red-800' : 'bg-emerald-50 text-emerald-900'}`}
      >
        {headline}
      </p>
      {receipt.status === 'pending' && receipt.paymentType === 'offline' ? (
        <p className="mt-3 rounded-md border border-amber-700 bg-amber-50 p-4 text-sm text-amber-950">
          {t('invest.offlineInstructions', { reference: receipt.reference })}
        </p>
      ) : null}
      <dl className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 px-4 py-3">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-end font-medium tabular-nums">
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-8 flex flex-col items-start gap-4">
        {/* A document, not a page of the site: a plain link, so the browser opens the PDF itself. */}
        <a href={`/investment-contract/${receipt.id}`} className="font-semibold text-primary underline">
          {t('invest.contract.download')}
        </a>
        <Link to={`/campaign-detail-page/${receipt.campaign.slug}`} className="font-semibold text-primary underline">
          {t('invest.backToCampaign')}
        </Link>
      </div>
    </div>
  );
}
