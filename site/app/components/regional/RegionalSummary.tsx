import { useTranslation } from 'react-i18next';
import type { RegionalWallet } from '~/lib/regional/types';
import type { WalletCurrency } from '~/lib/wallet/types';
import { Money } from '../money/Money';

/** The MangoPay wallet: its balance, and the ids MangoPay knows it by (spec §3: wallet id, owner id). */
export function RegionalSummary({ wallet, currency, lang }: { wallet: RegionalWallet; currency: WalletCurrency; lang: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="regional-balance-heading" className="rounded-lg border border-slate-200 p-6">
      <h2 id="regional-balance-heading" className="text-sm font-medium text-slate-600">
        {t('regional.balance')}
      </h2>
      <p className="mt-1 text-3xl font-bold tabular-nums" data-testid="regional-balance">
        <Money minor={wallet.balance} currency={currency} lang={lang} />
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600">{t('regional.walletId')}</dt>
        <dd className="font-mono" data-testid="regional-wallet-id">
          <bdi dir="ltr">{wallet.walletId}</bdi>
        </dd>
        <dt className="text-slate-600">{t('regional.ownerId')}</dt>
        <dd className="font-mono">
          <bdi dir="ltr">{wallet.ownerId}</bdi>
        </dd>
      </dl>
      {wallet.twin ? (
        <p role="note" className="mt-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {t('regional.twinNotice')}
        </p>
      ) : null}
    </section>
  );
}
