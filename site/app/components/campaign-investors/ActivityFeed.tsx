import { Link } from '@remix-run/react';
import { Trans, useTranslation } from 'react-i18next';
import { calendarDate } from '~/lib/campaigns-public/format';
import type { InvestmentActivity } from '~/lib/campaign-investors/types';
import { Money } from '../money/Money';
import { InvestorName } from './InvestorName';

type Props = {
  items: InvestmentActivity[];
  lang: string;
  /** On a campaign's own page the campaign is not repeated on each line. */
  showCampaign?: boolean;
  headingLevel?: 2 | 3;
};

/** The latest paid investments, newest first (server-rendered, no script). */
export function ActivityFeed({ items, lang, showCampaign = true, headingLevel = 2 }: Props) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby="activity-heading" data-testid="investment-activity">
      <Heading id="activity-heading" className="mb-4 text-xl font-bold tracking-tight text-slate-900">
        {t('browse.campaignInvestors.activityTitle')}
      </Heading>
      {items.length === 0 ? (
        <p className="text-slate-700">{t('browse.campaignInvestors.activityEmpty')}</p>
      ) : (
        <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {items.map((item, index) => (
            <li key={`${item.paidAt}-${index}`} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <InvestorName investor={item} />
              <span className="text-end text-sm text-slate-700">
                <span className="block text-base font-semibold text-slate-900">
                  <Money minor={item.amount} currency={item.currency} lang={lang} />
                </span>
                {showCampaign ? (
                  <span className="block">
                    <Trans
                      t={t}
                      i18nKey="browse.campaignInvestors.activityIn"
                      values={{ campaign: item.campaign.title }}
                      components={[
                        <Link
                          key="campaign"
                          dir="auto"
                          to={`/campaign-detail-page/${encodeURIComponent(item.campaign.slug)}`}
                          className="text-primary underline"
                        />,
                      ]}
                    />
                  </span>
                ) : null}
                <time dateTime={item.paidAt} className="block">
                  {calendarDate(item.paidAt, lang)}
                </time>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
