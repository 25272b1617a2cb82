import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { EmptyState, TabHeader } from '~/components/owner-dashboard/DashboardLayout';
import { PersonRow } from '~/components/owner-dashboard/PersonRow';
import { Pagination } from '~/components/settings/Pagination';
import { loadCampaign } from '~/lib/campaigns-owner/api.server';
import { tabLoader } from '~/lib/campaigns-owner/dashboard.server';
import { formatAmount } from '~/lib/campaigns-owner/money';
import type { CampaignInvestor } from '~/lib/campaigns-owner/types';
import { useDashboard } from '~/lib/campaigns-owner/use-dashboard';
import { pageParam } from '~/lib/page-param';

/**
 * Investments: the campaign's investors as the API lists them, 10 a page (a real call, empty until
 * the money pages record investments; the owner may read it in any status).
 */
export async function loader(args: LoaderFunctionArgs) {
  const { api, id } = await tabLoader(args);
  const campaign = await loadCampaign(api, id);
  const page = pageParam(args.request.url, { max: 99_999 });
  return api.list<CampaignInvestor>(`/campaigns/equities/front/${encodeURIComponent(campaign.slug)}/investors?page=${page}`);
}

export default function InvestmentsTab() {
  const { t } = useTranslation();
  const { campaign, lang } = useDashboard();
  const list = useLoaderData<typeof loader>();
  return (
    <>
      <TabHeader title={t('wizard.dashboard.tabs.investments')} intro={t('wizard.investments.intro')} />
      {list.items.length === 0 ? (
        <EmptyState>{t('wizard.investments.empty')}</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {list.items.map((inv) => (
            <li key={inv.id} className="flex items-center justify-between gap-4 p-4">
              <PersonRow person={inv} />
              <span className="font-semibold">{formatAmount(inv.amount, campaign.currency, lang)}</span>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={list.page} limit={list.limit} total={list.total} />
    </>
  );
}
