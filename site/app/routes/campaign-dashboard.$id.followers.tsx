import type { LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { EmptyState, TabHeader } from '~/components/owner-dashboard/DashboardLayout';
import { PersonRow } from '~/components/owner-dashboard/PersonRow';
import { Pagination, PAGINATION_MESSAGES } from '~/components/settings/Pagination';
import { formatDate } from '~/lib/account/format';
import { tabLoader } from '~/lib/campaigns-owner/dashboard.server';
import type { Follower } from '~/lib/campaigns-owner/types';
import { useDashboard } from '~/lib/campaigns-owner/use-dashboard';
import { pageParam } from '~/lib/page-param';
import { withAccountMessages } from '~/lib/page-messages.server';
import { usePageMessages } from '~/lib/use-page-messages';

const pageOf = (request: Request) => pageParam(request.url, { max: 99_999 });

/** Followers: the users who saved the campaign (GET /saved-campaigns/get-users/:campaignId). */
async function pageLoader(args: LoaderFunctionArgs) {
  const { api, id } = await tabLoader(args);
  return api.list<Follower>(`/saved-campaigns/get-users/${id}?page=${pageOf(args.request)}`);
}

export const loader = async (args: LoaderFunctionArgs) => withAccountMessages(args.request, await pageLoader(args), PAGINATION_MESSAGES);

export default function FollowersTab() {
  const { t } = useTranslation();
  const { lang, timezone } = useDashboard();
  const list = useLoaderData<typeof loader>();
  usePageMessages(list.messages);
  return (
    <>
      <TabHeader title={t('wizard.dashboard.tabs.followers')} intro={t('wizard.followers.intro', { total: list.total })} />
      {list.items.length === 0 ? (
        <EmptyState>{t('wizard.followers.empty')}</EmptyState>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {list.items.map((f) => (
            <li key={f.id} className="p-4" data-testid="follower">
              <PersonRow person={f}>{t('wizard.followers.since', { date: formatDate(f.savedAt, lang, timezone) })}</PersonRow>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={list.page} limit={list.limit} total={list.total} />
    </>
  );
}
