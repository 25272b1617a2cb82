import { numberFormat } from '@cf/domain/number-format';
import { Form } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { chartPoints, daysLeft } from '~/lib/campaigns-owner/overview';
import type { Campaign } from '~/lib/campaigns-owner/types';
import { Money } from '../money/Money';
import { ChecklistPanel } from '../wizard/ChecklistPanel';
import { secondaryButton } from '../wizard/StepForm';
import { RaisedChart } from './RaisedChart';

function Stat({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <div className="rounded-lg border border-slate-200 p-4" data-testid={testId}>
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}

/** Overview (spec §2): raised, goal, investors, days left, the percentage and the raised amount over time. */
export function Overview({ campaign, today, lang, dir }: { campaign: Campaign; today: string; lang: string; dir: 'ltr' | 'rtl' }) {
  const { t } = useTranslation();
  const left = daysLeft(campaign.closingDate, today);
  const percent = campaign.percentRaised;
  const canWithdraw = campaign.status === 1 && campaign.allowedMoves.includes(0);
  return (
    <div className="space-y-8">
      {campaign.status === 3 && campaign.decisionReason ? (
        <p role="status" className="rounded-md border-s-4 border-red-700 bg-red-50 p-4 text-red-950">
          {t('wizard.overview.declined', { reason: campaign.decisionReason })}
        </p>
      ) : null}
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <Stat
          testId="stat-raised"
          label={t('wizard.overview.raised')}
          value={<Money minor={campaign.raisedAmount} currency={campaign.currency} lang={lang} />}
        />
        <Stat
          testId="stat-goal"
          label={t('wizard.overview.goal')}
          value={<Money minor={campaign.goal} currency={campaign.currency} lang={lang} />}
        />
        <Stat testId="stat-investors" label={t('wizard.overview.investors')} value={numberFormat(lang).format(campaign.investorCount)} />
        <Stat testId="stat-days-left" label={t('wizard.overview.daysLeft')} value={left === null ? '—' : numberFormat(lang).format(left)} />
        <Stat
          testId="stat-percent"
          label={t('wizard.overview.percent')}
          value={`${numberFormat(lang, { maximumFractionDigits: 2 }).format(percent)}%`}
        />
      </dl>
      <div>
        <div
          role="progressbar"
          aria-label={t('wizard.overview.percent')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.min(100, percent)}
          className="h-3 rounded-full bg-slate-200"
        >
          <div className="h-3 rounded-full bg-primary" style={{ width: `${Math.min(100, percent)}%` }} />
        </div>
      </div>
      <RaisedChart points={chartPoints(campaign, today)} currency={campaign.currency} lang={lang} dir={dir} />
      {canWithdraw ? (
        <Form method="post" className="rounded-lg border border-slate-200 p-5">
          <input type="hidden" name="intent" value="withdraw" />
          <p className="text-sm text-slate-700">{t('wizard.overview.withdrawText')}</p>
          <button type="submit" className={`${secondaryButton} mt-3`}>
            {t('wizard.overview.withdraw')}
          </button>
        </Form>
      ) : null}
      {campaign.editable ? <ChecklistPanel campaign={campaign} /> : null}
    </div>
  );
}
