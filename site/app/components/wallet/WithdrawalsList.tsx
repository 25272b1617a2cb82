import { useTranslation } from 'react-i18next';
import { formatDateTime } from '~/lib/account/format';
import type { WalletCurrency, Withdrawal } from '~/lib/wallet/types';
import { Money } from '../money/Money';

/** The user's latest withdrawals: when, to which account, amount and fee, and where each stands. */
export function WithdrawalsList({
  items,
  currency,
  lang,
  timezone,
}: {
  items: Withdrawal[];
  currency: WalletCurrency;
  lang: string;
  timezone: string;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return <p className="mt-2 text-slate-600">{t('payments.withdraw.empty')}</p>;
  return (
    <table className="mt-2 w-full text-sm">
      <thead>
        <tr className="border-b border-slate-200 text-slate-600">
          <th className="py-2 text-start font-medium">{t('payments.withdraw.date')}</th>
          <th className="py-2 text-start font-medium">{t('payments.withdraw.to')}</th>
          <th className="py-2 text-end font-medium">{t('wallet.amount')}</th>
          <th className="py-2 text-end font-medium">{t('payments.withdraw.fee')}</th>
          <th className="py-2 text-end font-medium">{t('payments.withdraw.status')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((w) => (
          <tr key={w.id} className="border-b border-slate-100" data-testid="withdrawal">
            <td className="py-2">{formatDateTime(w.createdAt, lang, timezone)}</td>
            <td className="py-2">
              {w.bankName} <bdi dir="ltr">••{w.accountNumberLast4}</bdi>
            </td>
            <td className="py-2 text-end tabular-nums">
              <Money minor={w.amount} currency={currency} lang={lang} />
            </td>
            <td className="py-2 text-end tabular-nums">
              <Money minor={w.fee} currency={currency} lang={lang} />
            </td>
            <td className="py-2 text-end">
              {t(`wallet.statuses.${w.status}`)}
              {w.reference ? (
                <span className="block text-xs text-slate-600">
                  {t('payments.withdraw.paidReference')} <bdi dir="ltr">{w.reference}</bdi>
                </span>
              ) : null}
              {w.rejectReason ? <span className="block text-xs text-slate-600">{w.rejectReason}</span> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
