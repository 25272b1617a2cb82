import { Link, useFetcher, useLocation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NetworkUser, Paged } from '~/lib/account/types';
import { Avatar } from './Avatar';

type PageData = { followers: Paged<NetworkUser>; following: Paged<NetworkUser> };

const moreClass = 'mt-4 inline-block rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-100';

/**
 * Followers or following, 6 a page (spec §9). With scripts "Load more" appends the next page in
 * place (the page's loader answers it); without, it is a link to that page.
 */
export function NetworkList({
  type,
  data,
  param,
  profileId,
}: {
  type: 'followers' | 'following';
  data: Paged<NetworkUser>;
  param: string;
  profileId: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const fetcher = useFetcher<PageData>();
  const [items, setItems] = useState(data.items);
  const [page, setPage] = useState(data.page);

  // A new profile or a revalidation (after follow/unfollow) starts the list again.
  useEffect(() => {
    setItems(data.items);
    setPage(data.page);
  }, [data, profileId]);

  useEffect(() => {
    const next = fetcher.data?.[type];
    if (fetcher.state !== 'idle' || !next) return;
    setItems((current) => [...current, ...next.items.filter((n) => !current.some((c) => c.id === n.id))]);
    setPage(next.page);
  }, [fetcher.state, fetcher.data, type]);

  const pages = Math.max(1, Math.ceil(data.total / data.limit));
  const headingId = `network-${type}`;
  const href = (n: number) => {
    const query = new URLSearchParams(location.search);
    query.set(param, String(n));
    return `${location.pathname}?${query}`;
  };
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold">
        {t(`account.publicProfile.${type}`)} <span className="text-slate-600">({data.total})</span>
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t(`account.publicProfile.${type}Empty`)}</p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2" aria-live="polite">
          {items.map((person) => (
            <li key={person.id}>
              <Link to={`/profile/${person.slug}`} className="flex items-center gap-3 rounded-md p-2 hover:bg-slate-50">
                <Avatar photo={person.photo} firstName={person.firstName} lastName={person.lastName} />
                <span className="font-medium">
                  {person.firstName} {person.lastName}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-3">
        {data.page > 1 && page === data.page ? (
          <Link to={href(data.page - 1)} className={moreClass} preventScrollReset>
            {t('account.settings.pagination.previous')}
          </Link>
        ) : null}
        {page < pages ? (
          <Link
            to={href(page + 1)}
            preventScrollReset
            className={moreClass}
            aria-disabled={fetcher.state !== 'idle' || undefined}
            onClick={(event) => {
              event.preventDefault();
              if (fetcher.state === 'idle') fetcher.load(href(page + 1));
            }}
          >
            {t(`account.publicProfile.loadMore.${type}`)}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
