import type { CurrencyDisplay } from '@cf/domain/currency-format';
import { Form, Link, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { AchTransfer } from '~/lib/bank/types';
import { Masked } from './Masked';
import { Money } from '../money/Money';

/** The sentence for where a transfer stands: pending, paid, failed, or returned after it was paid. */
function outcomeOf(transfer: AchTransfer): 'pending' | 'paid' | 'failed' | 'returned' {
  if (transfer.status === 'returned' && transfer.sessionStatus === 'paid') return 'returned';
  if (transfer.sessionStatus === 'paid') return 'paid';
  return transfer.sessionStatus === 'open' ? 'pending' : 'failed';
}

/**
 * One ACH debit for its payer: the outcome in a sentence, the amount and the account, the receipt;
 * on the sandbox twin, the bank's answers (Settle, Fail, Return) that Plaid's events would bring.
 */
export function TransferView({
  transfer,
  currency,
  lang,
  error,
}: {
  transfer: AchTransfer;
  currency: CurrencyDisplay;
  lang: string;
  error?: string;
}) {
  const { t } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const outcome = outcomeOf(transfer);
  const tone =
    outcome === 'paid' ? 'bg-emerald-50 text-emerald-900' : outcome === 'pending' ? 'bg-amber-50 text-amber-950' : 'bg-red-50 text-red-800';
  const answers = (
    [
      ['settled', 'bank.transfer.settle', outcome === 'pending'],
      ['failed', 'bank.transfer.fail', outcome === 'pending'],
      ['returned', 'bank.transfer.return', outcome === 'paid'],
    ] as const
  ).filter(([, , offered]) => offered);
  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <h1 className="text-3xl font-bold">{t('bank.transfer.title')}</h1>
      <p className="mt-2 text-slate-700">{t('bank.transfer.intro')}</p>
      <p role="status" className={`mt-4 rounded-md p-4 ${tone}`} data-testid="transfer-outcome">
        {t(`bank.transfer.${outcome}`)}
      </p>
      <dl className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200">
        <div className="flex justify-between gap-4 px-4 py-3">
          <dt className="text-slate-600">{t('bank.transfer.amount')}</dt>
          <dd className="font-medium tabular-nums">
            <Money minor={transfer.amount} currency={currency} lang={lang} />
          </dd>
        </div>
        {transfer.account ? (
          <div className="flex justify-between gap-4 px-4 py-3">
            <dt className="text-slate-600">{t('bank.transfer.account')}</dt>
            <dd className="text-end font-medium">
              <bdi>{transfer.account.bankName}</bdi> <Masked mask={transfer.account.mask} />
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 px-4 py-3">
          <dt className="text-slate-600">{t('bank.transfer.status')}</dt>
          <dd className="font-medium">{t(`bank.transfer.statuses.${transfer.status}`)}</dd>
        </div>
      </dl>
      <Link to={transfer.receiptPath} className="mt-6 inline-block font-semibold text-primary underline">
        {t('bank.transfer.viewReceipt')}
      </Link>
      {transfer.twin && answers.length > 0 ? (
        <section aria-labelledby="sandbox-bank-heading" className="mt-10 rounded-lg border border-dashed border-amber-700 p-6">
          <h2 id="sandbox-bank-heading" className="text-lg font-semibold">
            {t('bank.transfer.sandboxTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t('bank.transfer.sandboxIntro')}</p>
          {error ? (
            <p role="alert" className="mt-3 rounded-md border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-900">
              {error}
            </p>
          ) : null}
          <Form method="post" className="mt-4 flex flex-wrap gap-3">
            {answers.map(([event, label]) => (
              <button
                key={event}
                name="event"
                value={event}
                aria-disabled={busy || undefined}
                className="rounded-md border border-slate-400 px-4 py-2 text-sm font-semibold aria-disabled:opacity-60"
              >
                {t(label)}
              </button>
            ))}
          </Form>
        </section>
      ) : null}
    </div>
  );
}
