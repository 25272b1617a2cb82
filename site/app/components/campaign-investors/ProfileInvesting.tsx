import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { calendarDate } from '~/lib/campaigns-public/format';
import type { CampaignCard, Paged } from '~/lib/campaigns-public/types';
import type { ProfileInvestment } from '~/lib/campaign-investors/types';
import { PROFILE_PARAMS } from '~/lib/campaign-investors/params';
import { CardGrid } from '../campaigns/CardGrid';
import { Pagination } from '../settings/Pagination';
import { Money } from '../money/Money';
import { fillSlots, slot } from '~/lib/slots';
import type { AccountPick } from '~/lib/account-messages';

/** The public profile’s campaigns and investments: the `account`/`auth` sections each route rendering this component requests (accountMessages). */
export const PROFILE_INVESTING_MESSAGES = { account: ['profileInvesting'] } as const satisfies AccountPick;

type Props = { campaigns: Paged<CampaignCard>; investments: Paged<ProfileInvestment>; lang: string; signedIn: boolean };

/** A person's public campaigns and, when they chose to show them, their named investments. */
export function ProfileInvesting({ campaigns, investments, lang, signedIn }: Props) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl space-y-10 px-4 pb-12">
      <section aria-labelledby="profile-campaigns">
        <h2 id="profile-campaigns" className="mb-4 text-lg font-semibold">
          {t('account.profileInvesting.campaignsTitle')}
        </h2>
        {campaigns.items.length === 0 ? (
          <p className="text-sm text-slate-700">{t('account.profileInvesting.campaignsEmpty')}</p>
        ) : (
          <CardGrid cards={campaigns.items} lang={lang} headingLevel={3} savedIds={null} signedIn={signedIn} />
        )}
        <Pagination page={campaigns.page} limit={campaigns.limit} total={campaigns.total} param={PROFILE_PARAMS.campaigns} />
      </section>
      <section aria-labelledby="profile-investments" data-testid="profile-investments">
        <h2 id="profile-investments" className="mb-4 text-lg font-semibold">
          {t('account.profileInvesting.investmentsTitle')}
        </h2>
        {investments.items.length === 0 ? (
          <p className="text-sm text-slate-700">{t('account.profileInvesting.investmentsEmpty')}</p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {investments.items.map((item) => (
              <li key={item.campaign.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <span className="flex min-w-0 items-center gap-3">
                  {item.campaign.logo ? (
                    <img src={item.campaign.logo} alt="" width={40} height={40} className="h-10 w-10 rounded object-contain" />
                  ) : null}
                  <Link
                    to={`/campaign-detail-page/${encodeURIComponent(item.campaign.slug)}`}
                    className="truncate font-semibold text-primary hover:underline"
                  >
                    {item.campaign.title}
                  </Link>
                </span>
                <span className="text-end text-sm text-slate-700">
                  <span className="block text-base font-semibold text-slate-900">
                    {fillSlots(t('account.profileInvesting.investedIn', { amount: slot('amount') }), {
                      amount: <Money minor={item.amount} currency={item.currency} lang={lang} />,
                    })}
                  </span>
                  <time dateTime={item.investedAt}>{calendarDate(item.investedAt, lang)}</time>
                </span>
              </li>
            ))}
          </ul>
        )}
        <Pagination page={investments.page} limit={investments.limit} total={investments.total} param={PROFILE_PARAMS.investments} />
      </section>
    </div>
  );
}
