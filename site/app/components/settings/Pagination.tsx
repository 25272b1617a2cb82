import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { AccountPick } from '~/lib/account-messages';

/** The pager’s labels: the `account`/`auth` sections each route rendering this component requests (accountMessages). */
export const PAGINATION_MESSAGES = { account: ['settings'] } as const satisfies AccountPick;

const pageLink = 'rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100';

/** Previous / next links for a paged list (?page=n, keeping the rest of the query). */
export function Pagination({ page, limit, total, param = 'page' }: { page: number; limit: number; total: number; param?: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  const href = (n: number) => {
    const query = new URLSearchParams(location.search);
    query.set(param, String(n));
    return `${location.pathname}?${query}`;
  };
  return (
    <nav aria-label={t('account.settings.pagination.label')} className="mt-6 flex flex-wrap items-center gap-3">
      {page > 1 ? (
        <Link to={href(page - 1)} className={pageLink} preventScrollReset>
          {t('account.settings.pagination.previous')}
        </Link>
      ) : null}
      <span className="text-sm text-slate-700">{t('account.settings.pagination.status', { page, pages })}</span>
      {page < pages ? (
        <Link to={href(page + 1)} className={pageLink} preventScrollReset>
          {t('account.settings.pagination.next')}
        </Link>
      ) : null}
    </nav>
  );
}
