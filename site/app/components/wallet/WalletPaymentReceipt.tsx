import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { WalletReceipt } from '~/lib/wallet/wallet-payment.server';
import { Money } from '../money/Money';
import { fillSlots, slot } from '~/lib/slots';

/** After paying: what was paid, where, with its reference, and the way to the full receipt. */
export function WalletPaymentReceipt({ receipt, lang }: { receipt: WalletReceipt; lang: string }) {
  const { t } = useTranslation();
  return (
    <section
      role="status"
      className="space-y-4 rounded-lg border border-emerald-200 bg-emerald-50 p-6"
      data-testid="wallet-payment-receipt"
    >
      <h2 className="text-xl font-semibold">{t('payments.walletPayment.receiptTitle')}</h2>
      <p>
        {fillSlots(
          t('payments.walletPayment.receiptText', {
            reference: receipt.reference,
            amount: slot('amount'),
            campaign: receipt.campaign.name ?? receipt.campaign.slug,
          }),
          { amount: <Money minor={receipt.amount} currency={receipt.currency} lang={lang} /> },
        )}
      </p>
      <div className="flex flex-wrap gap-4">
        <Link to={`/receipt/${receipt.id}`} className="font-semibold text-primary underline">
          {t('payments.walletPayment.viewReceipt')}
        </Link>
        <Link to={`/campaign-detail-page/${receipt.campaign.slug}`} className="font-semibold text-primary underline">
          {t('payments.walletPayment.backToCampaign')}
        </Link>
      </div>
    </section>
  );
}
