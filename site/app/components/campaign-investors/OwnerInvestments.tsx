import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { calendarDate, count } from '~/lib/campaigns-public/format';
import { OWNER_STATUSES, type OwnerStatusFilter } from '~/lib/campaign-investors/statuses';
import type { OwnerInvestment } from '~/lib/campaign-investors/types';
import type { Paged } from '~/lib/campaigns-public/types';
import { EmptyState } from '../owner-dashboard/DashboardLayout';
import { PersonRow } from '../owner-dashboard/PersonRow';
import { Pagination } from '../settings/Pagination';
import { secondaryButton } from '../wizard/StepForm';
import { Money } from '../money/Money';

const STATUS_TONE: Record<OwnerInvestment['status'], string> = {
  pending: 'bg-amber-100 text-amber-950',
  success: 'bg-emerald-100 text-emerald-950',
  fail: 'bg-red-100 text-red-950',
  refunded: 'bg-slate-200 text-slate-900',
};

/** The owner's list of every investment in the campaign, with a status filter (a GET form: works without script). */
export function OwnerInvestments({ list, status, lang }: { list: Paged<OwnerInvestment>; status: OwnerStatusFilter; lang: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Form method="get" className="mb-6 flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium text-slate-900">
          {t('browse.campaignInvestors.filterLabel')}
          <select name="status" defaultValue={status ?? ''} className="mt-1 block rounded-md border border-slate-400 px-3 py-2">
            <option value="">{t('browse.campaignInvestors.filterAll')}</option>
            {OWNER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`browse.campaignInvestors.statuses.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={secondaryButton}>
          {t('browse.campaignInvestors.filterApply')}
        </button>
      </Form>
      {list.items.length === 0 ? (
        <EmptyState>{t('browse.campaignInvestors.ownerEmpty')}</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200" data-testid="owner-investments">
          {list.items.map((inv) => (
            <li key={inv.id} className="flex flex-wrap items-center justify-between gap-4 p-4">
              <PersonRow person={inv.investor}>
                {t('browse.campaignInvestors.reference', { reference: inv.reference })}
                {inv.anonymous ? <span className="ms-2 italic">{t('browse.campaignInvestors.anonymousBadge')}</span> : null}
              </PersonRow>
              <div className="text-end text-sm text-slate-700">
                <p className="text-base font-semibold text-slate-900">
                  <Money minor={inv.amount} currency={inv.currency} lang={lang} />
                </p>
                {inv.shares !== null ? (
                  <p>{t('browse.campaignInvestors.shares', { count: inv.shares, formatted: count(inv.shares, lang) })}</p>
                ) : null}
                <p>
                  <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_TONE[inv.status]}`}>
                    {t(`browse.campaignInvestors.statuses.${inv.status}`)}
                  </span>{' '}
                  {t(`browse.campaignInvestors.routes.${inv.paymentType}`)} · {calendarDate(inv.paidAt ?? inv.createdAt, lang)}
                </p>
                {inv.status === 'pending' && inv.holdExpiresAt ? (
                  <p>{t('browse.campaignInvestors.holdUntil', { date: calendarDate(inv.holdExpiresAt, lang) })}</p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={list.page} limit={list.limit} total={list.total} />
    </>
  );
}
