import { isPayable, type RepaymentStatus } from '@cf/domain/repayments';
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { calendarDate } from '~/lib/campaigns-public/format';
import { paymentPathOf, receiptPathOf } from '~/lib/repayments/paths';
import type { Schedule } from '~/lib/repayments/types';
import { Money } from '../money/Money';

const statusClass: Record<RepaymentStatus, string> = {
  scheduled: 'bg-slate-100 text-slate-800',
  processing: 'bg-amber-100 text-amber-900',
  paid: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
  declined: 'bg-slate-200 text-slate-800',
};

/** The schedule and history: one row per repayment; the owner pays or opens receipts, an investor sees their share. */
export function ScheduleTable({ schedule, lang }: { schedule: Schedule; lang: string }) {
  const { t } = useTranslation();
  const { currency } = schedule.campaign;
  const owner = schedule.role === 'owner';
  const investor = schedule.role === 'investor';
  const money = (minor: number) => <Money minor={minor} currency={currency} lang={lang} />;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{t('repayments.page.tableCaption')}</caption>
        <thead className="bg-slate-50 text-start">
          <tr>
            {['number', 'due', 'kind', 'principalPart', 'interestPart', 'total', 'status', ...(investor ? ['yourShare'] : [])].map((h) => (
              <th key={h} scope="col" className="px-3 py-2 text-start font-semibold text-slate-700">
                {t(`repayments.page.${h}`)}
              </th>
            ))}
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">{t('repayments.page.receipt')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {schedule.repayments.map((r) => (
            <tr key={r.id} data-testid="repayment-row" data-status={r.status}>
              <td className="px-3 py-2 tabular-nums">{r.number ?? t('repayments.page.adhoc')}</td>
              <td className="px-3 py-2">
                {calendarDate(r.dueDate, lang)}
                {r.late ? (
                  <span className="ms-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-900">
                    {t('repayments.page.lateBadge')}
                  </span>
                ) : null}
                {r.automatic && r.status === 'scheduled' ? (
                  <span className="ms-2 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-800">
                    {t('repayments.page.automaticBadge')}
                  </span>
                ) : null}
              </td>
              <td className="px-3 py-2">{t(`repayments.kinds.${r.kind}`)}</td>
              <td className="px-3 py-2 tabular-nums">{money(r.principal)}</td>
              <td className="px-3 py-2 tabular-nums">{money(r.interest)}</td>
              <td className="px-3 py-2 font-semibold tabular-nums">{money(r.amount)}</td>
              <td className="px-3 py-2">
                <span className={`rounded px-2 py-0.5 text-xs font-semibold ${statusClass[r.status]}`}>
                  {t(`repayments.statuses.${r.status}`)}
                </span>
              </td>
              {investor ? (
                <td className="px-3 py-2 tabular-nums" data-testid="my-share">
                  {r.myShare ? money(r.myShare.amount) : '—'}
                </td>
              ) : null}
              <td className="px-3 py-2 text-end">
                {owner && isPayable(r.status, r.paymentType) ? (
                  <Link to={paymentPathOf(r.id)} className="font-semibold text-primary underline">
                    {t('repayments.page.pay')}
                    <span className="sr-only"> {r.number ?? ''}</span>
                  </Link>
                ) : r.status !== 'scheduled' ? (
                  <Link to={receiptPathOf(r.id)} className="font-semibold text-primary underline">
                    {t('repayments.page.receipt')}
                    <span className="sr-only"> {r.number ?? ''}</span>
                  </Link>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
