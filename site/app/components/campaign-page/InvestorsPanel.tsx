import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { money } from '~/lib/campaigns-public/format';
import type { CampaignCurrency, CampaignInvestor, Paged } from '~/lib/campaigns-public/types';
import { Pagination } from '../settings/Pagination';
import { EmptyNote, TabPanel } from './TabPanel';

/** Who invested, and how much (10 a page, spec §9), or "no investors found". */
export function InvestorsPanel({ list, currency, lang }: { list: Paged<CampaignInvestor>; currency: CampaignCurrency; lang: string }) {
  const { t } = useTranslation();
  return (
    <TabPanel id="investors" title={t('browse.tabs.investors')}>
      {list.items.length === 0 ? (
        <EmptyNote>{t('browse.investors.empty')}</EmptyNote>
      ) : (
        <>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {list.items.map((investor) => (
              <li key={investor.id} className="flex items-center justify-between gap-4 px-5 py-3">
                <Link to={`/profile/${encodeURIComponent(investor.slug)}`} className="font-semibold text-primary hover:underline">
                  {investor.firstName} {investor.lastName}
                </Link>
                <span className="text-slate-800">{money(investor.amount, currency, lang)}</span>
              </li>
            ))}
          </ul>
          <Pagination page={list.page} limit={list.limit} total={list.total} />
        </>
      )}
    </TabPanel>
  );
}
