import { useTranslation } from 'react-i18next';
import { formatDateTime } from '~/lib/account/format';
import type { RegionalTransaction } from '~/lib/regional/types';
import type { WalletCurrency } from '~/lib/wallet/types';
import { Money } from '../money/Money';

/** MangoPay's list of the wallet's transactions (spec §3: payment type, amount, fees, status, debited wallet id). */
export function RegionalTransactions({
  items,
  currency,
  lang,
  timezone,
}: {
  items: RegionalTransaction[];
  currency: WalletCurrency;
  lang: string;
  timezone: string;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return <p className="mt-4 text-slate-600">{t('regional.transactions.none')}</p>;
  const money = (minor: number) => <Money minor={minor} currency={currency} lang={lang} />;
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th className="px-2 py-2 text-start font-medium">{t('regional.transactions.date')}</th>
            <th className="px-2 py-2 text-start font-medium">{t('regional.transactions.type')}</th>
            <th className="px-2 py-2 text-end font-medium">{t('regional.transactions.amount')}</th>
            <th className="px-2 py-2 text-end font-medium">{t('regional.transactions.fees')}</th>
            <th className="px-2 py-2 text-start font-medium">{t('regional.transactions.status')}</th>
            <th className="px-2 py-2 text-start font-medium">{t('regional.transactions.debitedWalletId')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-b border-slate-100" data-testid="regional-transaction">
              <td className="py-2">{formatDateTime(item.createdAt, lang, timezone)}</td>
              <td className="py-2">
                {t(`regional.transactions.types.${item.type}`, { defaultValue: item.type })}
                {item.nature === 'REFUND' ? ` · ${t('regional.transactions.refund')}` : ''}
              </td>
              <td className={`py-2 text-end tabular-nums ${item.entryType === 'CREDIT' ? 'text-emerald-700' : 'text-slate-900'}`}>
                <span className="sr-only">
                  {item.entryType === 'CREDIT' ? t('regional.transactions.credit') : t('regional.transactions.debit')}{' '}
                </span>
                <bdi dir="ltr">
                  {item.entryType === 'CREDIT' ? '+' : '−'}
                  {money(item.amount)}
                </bdi>
              </td>
              <td className="px-2 py-2 text-end tabular-nums">{money(item.fees)}</td>
              <td className="py-2">{t(`regional.transactions.statuses.${item.status}`, { defaultValue: item.status })}</td>
              <td className="px-2 py-2 font-mono text-xs">
                <bdi dir="ltr">{item.debitedWalletId ?? '—'}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
