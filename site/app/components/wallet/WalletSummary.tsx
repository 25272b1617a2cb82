import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { WalletCurrency, WalletDetail } from '~/lib/wallet/types';
import { Money } from '../money/Money';

/** The balance in the chosen currency, and the currency chooser (a plain GET form: works without scripts). */
export function WalletSummary({
  currencies,
  current,
  detail,
  lang,
}: {
  currencies: WalletCurrency[];
  current: WalletCurrency;
  detail: WalletDetail | null;
  lang: string;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="balance-heading" className="rounded-lg border border-slate-200 p-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="balance-heading" className="text-sm font-medium text-slate-600">
            {t('wallet.balance')}
          </h2>
          <p className="mt-1 text-3xl font-bold tabular-nums" data-testid="wallet-balance">
            <Money minor={detail?.balance ?? 0} currency={current} lang={lang} />
          </p>
          {detail && detail.pendingWithdrawals > 0 ? (
            <p className="mt-1 text-sm text-slate-600">
              {t('wallet.pendingWithdrawals')}: <Money minor={detail.pendingWithdrawals} currency={current} lang={lang} />
            </p>
          ) : null}
        </div>
        <Form method="get" className="flex items-end gap-2">
          <label className="text-sm font-medium">
            {t('wallet.currency')}
            <select name="currency" defaultValue={current.code} className="ms-2 rounded-md border border-slate-300 px-2 py-1.5">
              {currencies.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.code}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100">
            {t('wallet.showCurrency')}
          </button>
        </Form>
      </div>
    </section>
  );
}
