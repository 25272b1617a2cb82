import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { calendarDate } from '~/lib/campaigns-public/format';
import type { CampaignPageData } from '~/lib/campaigns-public/types';
import { schedulePathOf } from '~/lib/repayments/paths';
import type { Schedule } from '~/lib/repayments/types';
import { RepaymentCalculator } from './RepaymentCalculator';
import { Money } from '../money/Money';
import { fillSlots, slot } from '~/lib/slots';

const FALLBACK = { code: '', symbol: '', displayFormat: 'leftSymbol' as const, decimals: 2 };

/** An investor's own repayments of this campaign: what they received, what comes next, and the whole schedule. */
function InvestorRepayments({ schedule, lang }: { schedule: Schedule; lang: string }) {
  const { t } = useTranslation();
  const currency = schedule.campaign.currency;
  const received = schedule.repayments.filter((r) => r.status === 'paid').reduce((a, r) => a + (r.myShare?.amount ?? 0), 0);
  const next = schedule.repayments.find((r) => r.status !== 'paid' && r.status !== 'declined' && r.myShare);
  return (
    <section aria-labelledby="my-repayments" className="space-y-2 rounded-lg border border-slate-200 p-5" data-testid="my-repayments">
      <h3 id="my-repayments" className="text-xl font-semibold text-slate-900">
        {t('repayments.campaignPage.yourRepayments')}
      </h3>
      <p>
        {fillSlots(t('repayments.campaignPage.receivedSoFar', { amount: slot('amount') }), {
          amount: <Money minor={received} currency={currency} lang={lang} />,
        })}
      </p>
      {next?.myShare ? (
        <p>
          {fillSlots(t('repayments.campaignPage.nextDue', { amount: slot('amount'), date: calendarDate(next.dueDate, lang) }), {
            amount: <Money minor={next.myShare.amount} currency={currency} lang={lang} />,
          })}
        </p>
      ) : null}
      <Link to={schedulePathOf(schedule.campaign.id)} className="font-semibold text-primary underline">
        {t('repayments.campaignPage.viewAll')}
      </Link>
    </section>
  );
}

/** The campaign page's repayment parts: the calculator of a debt campaign, and the viewer's own repayments if they invested. */
export function CampaignRepayments({ campaign, lang, mine }: { campaign: CampaignPageData; lang: string; mine: Schedule | null }) {
  return (
    <div className="mt-10 space-y-6">
      {mine ? <InvestorRepayments schedule={mine} lang={lang} /> : null}
      {campaign.investingType === 'debt' ? (
        <RepaymentCalculator terms={campaign.terms} currency={campaign.fundraising.currency ?? FALLBACK} lang={lang} />
      ) : null}
    </div>
  );
}
