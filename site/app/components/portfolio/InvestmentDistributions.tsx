import { useTranslation } from 'react-i18next';
import { dateText } from '~/lib/portfolio/format';
import type { MyInvestmentDetail } from '~/lib/portfolio/types';
import { Money } from '../money/Money';

/** The distributions paid by the campaign to the investor (their share of each, per holding). */
export function InvestmentDistributions({
  investment: i,
  lang,
  timezone,
}: {
  investment: MyInvestmentDetail;
  lang: string;
  timezone: string;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="investment-distributions-heading" className="mt-10">
      <h2 id="investment-distributions-heading" className="text-lg font-semibold">
        {t('portfolio.detail.distributionsHeading')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('portfolio.detail.distributionsNote')}</p>
      {i.distributions.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('portfolio.detail.distributionsEmpty')}</p>
      ) : (
        <table className="mt-3 w-full text-sm" data-testid="investment-distributions">
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2 text-start font-medium">
                {t('portfolio.detail.distributionKind')}
              </th>
              <th scope="col" className="py-2 text-start font-medium">
                {t('portfolio.detail.distributionDate')}
              </th>
              <th scope="col" className="py-2 text-end font-medium">
                {t('portfolio.detail.distributionAmount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {i.distributions.map((d) => (
              <tr key={d.repaymentId} className="border-b border-slate-100">
                <td className="py-2">
                  {d.number ? t('portfolio.instalment', { number: d.number }) : t(`portfolio.repaymentKinds.${d.kind}`)}
                </td>
                <td className="py-2">{d.paidAt ? dateText(d.paidAt, lang, timezone) : t('portfolio.detail.notApplicable')}</td>
                <td className="py-2 text-end tabular-nums">
                  <Money minor={d.amount} currency={i.currency} lang={lang} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
