import { useTranslation } from 'react-i18next';
import { formatDateTime } from '~/lib/account/format';
import type { ActivityItem } from '~/lib/account/types';

/** The user's activity log (spec §3), newest first; the API has translated each line. */
export function ActivityList({ items, lang, timezone }: { items: ActivityItem[]; lang: string; timezone: string }) {
  const { t } = useTranslation();
  if (items.length === 0) return <p className="text-slate-600">{t('account.activity.empty')}</p>;
  return (
    <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-2 p-4">
          <p className="text-slate-900">{item.text}</p>
          <p className="text-sm text-slate-600">
            <time dateTime={item.createdAt}>{formatDateTime(item.createdAt, lang, timezone)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
