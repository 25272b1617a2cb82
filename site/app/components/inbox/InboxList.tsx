import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '~/lib/account/format';
import type { InboxItem } from '~/lib/account/types';

/** The e-mails the platform sent the user, newest first; each opens as plain text. */
export function InboxList({ items, lang, timezone }: { items: InboxItem[]; lang: string; timezone: string }) {
  const { t } = useTranslation();
  if (items.length === 0) return <p className="text-slate-600">{t('account.inbox.empty')}</p>;
  return (
    <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {items.map((item) => (
        <li key={item.id}>
          <Link to={`/inbox/${item.id}`} className="flex flex-wrap items-baseline justify-between gap-2 p-4 hover:bg-slate-50">
            <span className="font-medium text-slate-900">{item.subject}</span>
            <time dateTime={item.createdAt} className="text-sm text-slate-600">
              {formatDateTime(item.createdAt, lang, timezone)}
            </time>
          </Link>
        </li>
      ))}
    </ul>
  );
}
