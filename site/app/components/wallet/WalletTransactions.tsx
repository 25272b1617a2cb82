import { useTranslation } from 'react-i18next';
import { formatDateTime } from '~/lib/account/format';
import type { WalletCurrency, WalletTransaction } from '~/lib/wallet/types';
import { Money } from '../money/Money';

/** The wallet's ledger lines: date, what it was, credit or debit, amount. */
export function WalletTransactions({
  items,
  currency,
  lang,
  timezone,
}: {
  items: WalletTransaction[];
  currency: WalletCurrency;
  lang: string;
  timezone: string;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return <p className="mt-4 text-slate-600">{t('wallet.noTransactions')}</p>;
  return (
    <table className="mt-4 w-full text-sm">
      <thead>
        <tr className="border-b border-slate-200 text-start text-slate-600">
          <th className="py-2 text-start font-medium">{t('wallet.date')}</th>
          <th className="py-2 text-start font-medium">{t('wallet.details')}</th>
          <th className="py-2 text-end font-medium">{t('wallet.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} className="border-b border-slate-100" data-testid="wallet-transaction">
            <td className="py-2">{formatDateTime(item.createdAt, lang, timezone)}</td>
            <td className="py-2">
              {/* The spec's activity type ("Withdraw initiated by user"...), else the transfer's kind. */}
              {item.activityType === 'other'
                ? t(`wallet.kinds.${item.kind}`, { defaultValue: item.kind })
                : t(`payments.activity.${item.activityType}`)}{' '}
              · {item.entryType === 'CREDIT' ? t('wallet.credit') : t('wallet.debit')}
            </td>
            <td className={`py-2 text-end tabular-nums ${item.entryType === 'CREDIT' ? 'text-emerald-700' : 'text-slate-900'}`}>
              <bdi dir="ltr">
                {item.entryType === 'CREDIT' ? '+' : '−'}
                <Money minor={item.amount} currency={currency} lang={lang} />
              </bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
