import { useTranslation } from 'react-i18next';
import { calendarDate, count } from '~/lib/campaigns-public/format';
import type { PublicInvestor } from '~/lib/campaign-investors/types';
import type { Paged } from '~/lib/campaigns-public/types';
import { EmptyNote } from '../campaign-page/TabPanel';
import { Money } from '../money/Money';
import { Pagination } from '../settings/Pagination';
import { InvestorName } from './InvestorName';

/** A campaign's investors, one row per person (anonymous ones masked), 10 a page. */
export function InvestorList({ list, lang }: { list: Paged<PublicInvestor>; lang: string }) {
  const { t } = useTranslation();
  if (list.total === 0) return <EmptyNote>{t('browse.investors.empty')}</EmptyNote>;
  return (
    <>
      <p className="mb-4 text-slate-700" data-testid="investor-total">
        {t('browse.campaignInvestors.total', { count: list.total, formatted: count(list.total, lang) })}
      </p>
      <ul aria-label={t('browse.campaignInvestors.listLabel')} className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {list.items.map((investor, index) => (
          <li key={investor.person?.id ?? `anonymous-${index}`} className="flex flex-wrap items-center justify-between gap-4 px-5 py-3">
            <InvestorName investor={investor} />
            <span className="text-end">
              <span className="block font-semibold text-slate-900">
                <Money minor={investor.amount} currency={investor.currency} lang={lang} />
              </span>
              <span className="block text-sm text-slate-700">
                {t('browse.campaignInvestors.investedOn', { date: calendarDate(investor.investedAt, lang) })}
              </span>
            </span>
          </li>
        ))}
      </ul>
      <Pagination page={list.page} limit={list.limit} total={list.total} />
    </>
  );
}
