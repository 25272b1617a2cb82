import type { LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { InboxList } from '~/components/inbox/InboxList';
import { ListPage } from '~/components/settings/ListPage';
import { datedListPage } from '~/lib/account/dated-list.server';
import type { InboxItem } from '~/lib/account/types';
import { siteMeta } from '~/lib/meta';
import { withAccountMessages } from '~/lib/page-messages.server';
import { PAGINATION_MESSAGES } from '~/components/settings/Pagination';
import { usePageMessages } from '~/lib/use-page-messages';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'account.inbox.title' });

export const loader = async (args: LoaderFunctionArgs) =>
  withAccountMessages(args.request, await datedListPage<InboxItem>(args, '/users/inbox', 10_000), PAGINATION_MESSAGES, {
    account: ['inbox'],
  });

/** /inbox: the e-mails the platform sent to the user. */
export default function Inbox() {
  const { t } = useTranslation();
  const { items, page, limit, total, lang, timezone, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  return (
    <ListPage title={t('account.inbox.title')} intro={t('account.inbox.intro')} page={page} limit={limit} total={total}>
      <InboxList items={items} lang={lang} timezone={timezone} />
    </ListPage>
  );
}
