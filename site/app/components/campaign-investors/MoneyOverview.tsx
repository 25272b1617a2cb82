import { useTranslation } from 'react-i18next';
import { count } from '~/lib/campaigns-public/format';
import type { CampaignMoney } from '~/lib/campaign-investors/types';
import { Money } from '../money/Money';
import { fillSlots, slot } from '~/lib/slots';

/** The owner's overview: paid money per payment route, and the bank transfers still awaited. */
export function MoneyOverview({ data, lang }: { data: CampaignMoney; lang: string }) {
  const { t } = useTranslation();
  const { currency } = data;
  return (
    <div className="mt-8 grid gap-6 md:grid-cols-2">
      <section aria-labelledby="money-by-route" className="rounded-lg border border-slate-200 p-4" data-testid="money-by-route">
        <h3 id="money-by-route" className="text-lg font-semibold">
          {t('browse.campaignInvestors.byRouteTitle')}
        </h3>
        {data.byRoute.length === 0 ? (
          <p className="mt-2 text-slate-700">{t('browse.campaignInvestors.byRouteEmpty')}</p>
        ) : (
          <dl className="mt-3 divide-y divide-slate-200">
            {data.byRoute.map((route) => (
              <div key={route.paymentType} className="flex justify-between gap-4 py-2">
                <dt>
                  {t(`browse.campaignInvestors.routes.${route.paymentType}`)}{' '}
                  <span className="text-sm text-slate-700">
                    ({t('browse.campaignInvestors.investments', { count: route.investments, formatted: count(route.investments, lang) })})
                  </span>
                </dt>
                <dd className="font-semibold">
                  <Money minor={route.amount} currency={currency} lang={lang} />
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <section aria-labelledby="money-pending" className="rounded-lg border border-slate-200 p-4" data-testid="money-pending">
        <h3 id="money-pending" className="text-lg font-semibold">
          {t('browse.campaignInvestors.pendingTitle')}
        </h3>
        <p className="mt-2 text-slate-800">
          {data.pendingOffline.investments === 0
            ? t('browse.campaignInvestors.pendingNone')
            : fillSlots(
                t('browse.campaignInvestors.pendingSummary', {
                  count: data.pendingOffline.investments,
                  formatted: count(data.pendingOffline.investments, lang),
                  amount: slot('amount'),
                }),
                { amount: <Money minor={data.pendingOffline.amount} currency={currency} lang={lang} /> },
              )}
        </p>
      </section>
    </div>
  );
}
