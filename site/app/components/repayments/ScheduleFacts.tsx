import { useTranslation } from 'react-i18next';
import { calendarDate } from '~/lib/campaigns-public/format';
import type { Schedule } from '~/lib/repayments/types';
import { rateText } from './format';
import { Money } from '../money/Money';
import type { ReactNode } from 'react';

/** The loan at a glance: principal and investors, the terms, what is paid and what is still owed. */
export function ScheduleFacts({ schedule, lang }: { schedule: Schedule; lang: string }) {
  const { t } = useTranslation();
  const c = schedule.campaign;
  const money = (minor: number) => <Money minor={minor} currency={c.currency} lang={lang} />;
  const rows: [string, ReactNode][] = [
    [t('repayments.page.principal'), money(c.principal)],
    [t('repayments.page.investors'), String(c.investors)],
    [t('repayments.page.rate'), c.interestRateBps === null ? null : rateText(c.interestRateBps, lang)],
    [t('repayments.page.frequency'), c.investFrequency ? t(`repayments.frequencies.${c.investFrequency}`) : null],
    [t('repayments.page.term'), c.termLengthMonths ? t('repayments.page.months', { count: c.termLengthMonths }) : null],
    [t('repayments.page.firstDue'), c.paybackStartDate ? calendarDate(c.paybackStartDate, lang) : null],
    [t('repayments.page.paid'), money(schedule.totals.paid)],
    [t('repayments.page.owed'), money(schedule.totals.owed)],
    [t('repayments.page.late'), String(schedule.totals.late)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 rounded-lg border border-slate-200 p-5 sm:grid-cols-3">
      {rows
        .filter(([, value]) => value !== null)
        .map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="font-semibold tabular-nums">{typeof value === 'string' ? <bdi>{value}</bdi> : value}</dd>
          </div>
        ))}
    </dl>
  );
}
