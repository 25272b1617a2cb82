import { useTranslation } from 'react-i18next';
import type { SingleRepayment } from '~/lib/repayments/types';
import { Money } from '../money/Money';
import type { ReactNode } from 'react';

/** What was paid and to whom: the repayment's facts, then each investor's share (an investor sees their own). */
export function ReceiptDetails({ single, lang }: { single: SingleRepayment; lang: string }) {
  const { t } = useTranslation();
  const { repayment: r, campaign } = single;
  const money = (minor: number) => <Money minor={minor} currency={campaign.currency} lang={lang} />;
  const rows: [string, ReactNode][] = [
    [t('repayments.receipt.campaign'), campaign.name],
    [t('repayments.receipt.kind'), t(`repayments.kinds.${r.kind}`)],
    [t('repayments.receipt.amount'), money(r.amount)],
    ...(r.paymentType ? [[t('repayments.receipt.paidWith'), t(`repayments.routes.${r.paymentType}`)] as [string, string]] : []),
    ...(r.transferId ? [[t('repayments.receipt.transfer'), `#${r.transferId}`] as [string, string]] : []),
    ...(r.myShare ? [[t('repayments.receipt.yourShare'), money(r.myShare.amount)] as [string, ReactNode]] : []),
  ];
  return (
    <>
      <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 px-4 py-3">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium tabular-nums">{typeof value === 'string' ? <bdi>{value}</bdi> : value}</dd>
          </div>
        ))}
      </dl>
      {single.allocations.length ? (
        <section aria-labelledby="allocations-heading">
          <h2 id="allocations-heading" className="text-lg font-semibold">
            {t('repayments.receipt.allocationsTitle')}
          </h2>
          <table className="mt-3 min-w-full divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm">
            <thead className="bg-slate-50">
              <tr>
                {['investor', 'invested', 'share'].map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 text-start font-semibold text-slate-700">
                    {t(`repayments.receipt.${h}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {single.allocations.map((a) => (
                <tr key={a.userId} data-testid="allocation">
                  <td className="px-3 py-2">{a.name}</td>
                  <td className="px-3 py-2 tabular-nums">{money(a.invested)}</td>
                  <td className="px-3 py-2 font-semibold tabular-nums">{money(a.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </>
  );
}
