import type { LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { ActivityList } from '~/components/activity/ActivityList';
import { Pagination } from '~/components/settings/Pagination';
import { accountApi } from '~/lib/account/api.server';
import { siteExtras } from '~/lib/account/site.server';
import type { ActivityItem } from '~/lib/account/types';
import { siteMeta } from '~/lib/meta';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'account.activity.title' });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await accountApi(request, context);
  const n = Number(new URL(request.url).searchParams.get('page'));
  const page = Number.isInteger(n) && n > 0 && n <= 100_000 ? n : 1;
  const [list, site] = await Promise.all([api.list<ActivityItem>(`/user-activity?page=${page}`), siteExtras(request, context, api.lang)]);
  return { ...list, lang: api.lang, timezone: site.timezone };
}

/** /user-activities: what happened on the account, 10 a page. */
export default function UserActivities() {
  const { t } = useTranslation();
  const { items, page, limit, total, lang, timezone } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{t('account.activity.title')}</h1>
      <p className="mt-2 text-slate-700">{t('account.activity.intro')}</p>
      <div className="mt-8">
        <ActivityList items={items} lang={lang} timezone={timezone} />
      </div>
      <Pagination page={page} limit={limit} total={total} />
    </div>
  );
}
