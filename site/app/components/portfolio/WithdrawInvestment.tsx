import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '@cf/domain/date-format';
import { isolate, money } from '~/lib/portfolio/format';
import type { MyInvestmentDetail } from '~/lib/portfolio/types';

type Props = { investment: MyInvestmentDetail; lang: string; timezone: string; idempotencyKey: string };

/**
 * "Withdraw my investment" while the window is open (the API's withdrawableUntil): the button opens
 * a confirm step (a disclosure: no script needed), whose plain form post carries the page's
 * Idempotency-Key so a double submit refunds once.
 */
export function WithdrawInvestment({ investment, lang, timezone, idempotencyKey }: Props) {
  const { t } = useTranslation();
  if (!investment.withdrawableUntil) return null;
  const amount = isolate(money(investment.amount, investment.currency, lang));
  return (
    <section aria-labelledby="investment-withdraw-heading" className="rounded-lg border border-slate-200 p-6">
      <h2 id="investment-withdraw-heading" className="text-lg font-semibold">
        {t('withdrawal.button')}
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        {t('withdrawal.until', { until: formatInstant(investment.withdrawableUntil, lang, timezone, 'longDateTime') })}
      </p>
      <details className="mt-3" data-testid="withdraw-investment">
        <summary className="inline-block cursor-pointer rounded-md border border-red-300 px-3 py-1.5 text-sm font-medium text-red-800 hover:bg-red-50">
          {t('withdrawal.button')}
        </summary>
        <Form method="post" className="mt-3 space-y-3">
          <input type="hidden" name="intent" value="withdraw" />
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <p className="font-medium">{t('withdrawal.confirmTitle')}</p>
          <p className="text-sm text-slate-700">{t('withdrawal.confirmText', { amount })}</p>
          <button type="submit" className="rounded-md bg-red-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-800">
            {t('withdrawal.confirm')}
          </button>
        </Form>
      </details>
    </section>
  );
}
