import type { LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { ActivityList } from '~/components/activity/ActivityList';
import { ListPage } from '~/components/settings/ListPage';
import { datedListPage } from '~/lib/account/dated-list.server';
import type { ActivityItem } from '~/lib/account/types';
import { siteMeta } from '~/lib/meta';
import { withAccountMessages } from '~/lib/page-messages.server';
import { PAGINATION_MESSAGES } from '~/components/settings/Pagination';
import { usePageMessages } from '~/lib/use-page-messages';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'account.activity.title' });

export const loader = async (args: LoaderFunctionArgs) =>
  withAccountMessages(args.request, await datedListPage<ActivityItem>(args, '/user-activity', 100_000), PAGINATION_MESSAGES, {
    account: ['activity'],
  });

/** /user-activities: what happened on the account, 10 a page. */
export default function UserActivities() {
  const { t } = useTranslation();
  const { items, page, limit, total, lang, timezone, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  return (
    <ListPage title={t('account.activity.title')} intro={t('account.activity.intro')} page={page} limit={limit} total={total}>
      <ActivityList items={items} lang={lang} timezone={timezone} />
    </ListPage>
  );
}
