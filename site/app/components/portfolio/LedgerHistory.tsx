import { useTranslation } from 'react-i18next';
import { formatDateTime } from '~/lib/account/format';
import type { MyInvestmentDetail } from '~/lib/portfolio/types';
import { Money } from '../money/Money';

/** The ledger transfers that moved the investment's money, oldest first: toward the campaign (+) or back (−). */
export function LedgerHistory({ investment: i, lang, timezone }: { investment: MyInvestmentDetail; lang: string; timezone: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="investment-history-heading" className="mt-10">
      <h2 id="investment-history-heading" className="text-lg font-semibold">
        {t('portfolio.detail.history')}
      </h2>
      {i.history.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('portfolio.detail.historyEmpty')}</p>
      ) : (
        <table className="mt-3 w-full text-sm" data-testid="investment-history">
          <caption className="sr-only">{t('portfolio.detail.historyCaption')}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2 text-start font-medium">
                {t('portfolio.detail.historyDate')}
              </th>
              <th scope="col" className="py-2 text-start font-medium">
                {t('portfolio.detail.historyWhat')}
              </th>
              <th scope="col" className="py-2 text-end font-medium">
                {t('portfolio.detail.historyAmount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {i.history.map((h) => (
              <tr key={h.transferId} className="border-b border-slate-100">
                <td className="py-2">{formatDateTime(h.createdAt, lang, timezone)}</td>
                <td className="py-2">
                  {t(`portfolio.detail.kinds.${h.kind}`, { defaultValue: h.kind })}
                  <span className="ms-2 text-slate-600">#{h.transferId}</span>
                </td>
                <td className="py-2 text-end tabular-nums">
                  <bdi dir="ltr">
                    {h.amount >= 0 ? '+' : '−'}
                    <Money minor={Math.abs(h.amount)} currency={i.currency} lang={lang} />
                  </bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
