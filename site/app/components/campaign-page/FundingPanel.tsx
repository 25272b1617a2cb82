import { useTranslation } from 'react-i18next';
import type { CampaignPageLoaderData } from '~/lib/campaigns-public/campaign.server';
import type { ReactNode } from 'react';
import { calendarDate, count, pageTitle } from '~/lib/campaigns-public/format';
import { RaiseProgress } from '../campaigns/RaiseProgress';
import { Money } from '../money/Money';
import { SaveToggle } from '../campaigns/SaveToggle';
import { TimeLeft } from '../campaigns/TimeLeft';
import { InvestAction } from './InvestAction';
import { CampaignTypeTerm } from './TermsSummary';

/** The sticky invest bar watches this box: it shows once the box has scrolled away. */
export const FUNDING_PANEL_ID = 'funding-panel';

/** Raise progress, the key numbers, the invest button (or why not) and the save toggle. */
export function FundingPanel({ data }: { data: CampaignPageLoaderData }) {
  const { t } = useTranslation();
  const { campaign: c, lang } = data;
  const f = c.fundraising;
  const rows: [string, ReactNode][] = [
    [t('browse.page.investors'), count(f.investorCount, lang)],
    [t('browse.page.minimumInvestment'), <Money minor={f.minimumInvestment} currency={f.currency} lang={lang} />],
    [t('browse.page.closingDate'), calendarDate(f.closingDate, lang)],
    [t('browse.page.campaignType'), <CampaignTypeTerm type={c.campaignType} />],
  ];
  return (
    <aside
      id={FUNDING_PANEL_ID}
      aria-labelledby="funding-heading"
      className="flex flex-col gap-5 self-start rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="funding-heading" className="sr-only">
        {t('browse.page.fundingHeading')}
      </h2>
      <RaiseProgress raised={f.raisedAmount} goal={f.goal} percentRaised={f.percentRaised} currency={f.currency} lang={lang} large />
      <TimeLeft status={c.status} daysLeft={f.daysLeft} lang={lang} closed={c.closed} />
      <dl className="grid grid-cols-2 gap-4 border-y border-slate-200 py-4 text-sm">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="mt-0.5 font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <InvestAction state={data.invest} campaignId={c.id} accreditedOnly={c.accreditedOnly} />
      <SaveToggle campaignId={c.id} name={pageTitle(c)} saved={c.isSaved} savedCount={c.savedCount} signedIn={data.signedIn} lang={lang} />
    </aside>
  );
}
