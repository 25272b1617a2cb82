import type { LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { InboxList } from '~/components/inbox/InboxList';
import { ListPage } from '~/components/settings/ListPage';
import { datedListPage } from '~/lib/account/dated-list.server';
import type { InboxItem } from '~/lib/account/types';
import { siteMeta } from '~/lib/meta';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'account.inbox.title' });

export const loader = (args: LoaderFunctionArgs) => datedListPage<InboxItem>(args, '/users/inbox', 10_000);

/** /inbox: the e-mails the platform sent to the user. */
export default function Inbox() {
  const { t } = useTranslation();
  const { items, page, limit, total, lang, timezone } = useLoaderData<typeof loader>();
  return (
    <ListPage title={t('account.inbox.title')} intro={t('account.inbox.intro')} page={page} limit={limit} total={total}>
      <InboxList items={items} lang={lang} timezone={timezone} />
    </ListPage>
  );
}
