import { parseQuarter } from '@cf/domain/statements';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '~/lib/account/format';
import type { StatementItem } from '~/lib/statements/types';

/** The investor's statements, newest first: quarter, its dates, when it was e-mailed, the PDF. */
export function StatementsTable({ items, lang, timezone }: { items: StatementItem[]; lang: string; timezone: string }) {
  const { t } = useTranslation();
  if (items.length === 0) return <p className="text-slate-600">{t('statements.empty')}</p>;
  // Calendar days, not instants: written as they are, whatever the zone.
  const day = (date: string) => formatDate(`${date}T12:00:00Z`, lang, 'UTC');
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('statements.list.caption')}</caption>
      <thead>
        <tr className="border-b border-slate-200 text-slate-600">
          <th scope="col" className="py-2 text-start font-medium">
            {t('statements.list.period')}
          </th>
          <th scope="col" className="py-2 text-start font-medium">
            {t('statements.list.dates')}
          </th>
          <th scope="col" className="py-2 text-start font-medium">
            {t('statements.list.sent')}
          </th>
          <th scope="col" className="py-2 text-end font-medium">
            {t('statements.list.file')}
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const period = t('statements.period', parseQuarter(item.period));
          return (
            <tr key={item.id} className="border-b border-slate-100" data-testid="statement">
              <th scope="row" className="py-2 text-start font-semibold">
                {period}
              </th>
              <td className="py-2">{t('statements.dates', { from: day(item.firstDay), to: day(item.lastDay) })}</td>
              <td className="py-2">{item.emailedAt ? formatDateTime(item.emailedAt, lang, timezone) : t('statements.list.notSent')}</td>
              <td className="py-2 text-end">
                {/* A plain link: the browser fetches the PDF, not a client-side route. */}
                <a
                  href={`/settings/statements/${item.id}`}
                  className="font-semibold text-primary underline"
                  aria-label={`${t('statements.list.download')} — ${period}`}
                >
                  {t('statements.list.download')}
                </a>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
