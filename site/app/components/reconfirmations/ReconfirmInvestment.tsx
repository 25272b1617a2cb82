import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '@cf/domain/date-format';
import type { ReconfirmationOut } from '@cf/domain/schemas/reconfirmations';

type Props = { reconfirmation: ReconfirmationOut | null; lang: string; timezone: string };

/**
 * Reg CF: a material change asks the investor to reconfirm by a deadline, else the investment is
 * cancelled and refunded. Shown only while the reconfirmation is pending; a plain form post.
 */
export function ReconfirmInvestment({ reconfirmation, lang, timezone }: Props) {
  const { t } = useTranslation();
  if (!reconfirmation?.pending || !reconfirmation.reconfirmBy) return null;
  return (
    <section
      aria-labelledby="investment-reconfirm-heading"
      className="rounded-lg border border-amber-300 bg-amber-50 p-6"
      data-testid="reconfirm-investment"
    >
      <h2 id="investment-reconfirm-heading" className="text-lg font-semibold">
        {t('reconfirmations.investor.title')}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{t('reconfirmations.investor.intro')}</p>
      {reconfirmation.description ? (
        <blockquote className="mt-2 whitespace-pre-line border-s-4 border-amber-400 ps-3 text-sm text-slate-900">
          {reconfirmation.description}
        </blockquote>
      ) : null}
      <p className="mt-3 text-sm text-slate-700">
        {t('reconfirmations.investor.deadline', { until: formatInstant(reconfirmation.reconfirmBy, lang, timezone, 'longDateTime') })}
      </p>
      <Form method="post" className="mt-3">
        <input type="hidden" name="intent" value="reconfirm" />
        <button type="submit" className="rounded-md bg-primary px-3 py-1.5 text-sm font-medium text-white hover:opacity-90">
          {t('reconfirmations.investor.reconfirm')}
        </button>
      </Form>
    </section>
  );
}
