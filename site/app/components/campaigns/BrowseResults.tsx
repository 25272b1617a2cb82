import { Link, useFetcher, useLocation } from '@remix-run/react';
import { type MouseEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrowseData, CardsChunk } from '~/lib/campaigns-public/browse.server';
import { browseSearch } from '~/lib/campaigns-public/browse-query';
import { count } from '~/lib/campaigns-public/format';
import type { CampaignCard } from '~/lib/campaigns-public/types';
import { useHydrated } from '~/lib/use-hydrated';
import { CardGrid } from './CardGrid';

const moreButton =
  'inline-flex items-center justify-center rounded-md border border-primary bg-white px-6 py-2.5 text-sm font-semibold text-primary hover:bg-slate-50 aria-disabled:opacity-60';

/**
 * The cards and "load more". Without scripts "load more" is a link to ?page=n+1 (the page then
 * shows n+1 pages of cards); with scripts it fetches the next 9 only, appends them, keeps the
 * address in step (a reload or a shared link shows the same list) and moves focus to the first
 * new card. Keyed by the search, so a new search starts afresh.
 */
export function BrowseResults({ data }: { data: BrowseData }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const location = useLocation();
  const fetcher = useFetcher<CardsChunk>();
  const [extra, setExtra] = useState<CampaignCard[]>([]);
  const [lastPage, setLastPage] = useState(data.state.page);
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const saved = useMemo(() => new Set(data.savedIds), [data.savedIds]);

  const cards = useMemo(() => {
    const seen = new Set(data.cards.map((c) => c.id));
    return [...data.cards, ...extra.filter((c) => !seen.has(c.id))];
  }, [data.cards, extra]);

  useEffect(() => {
    const chunk = fetcher.data;
    if (fetcher.state !== 'idle' || !chunk || chunk.page !== lastPage + 1) return;
    setFocusFrom(cards.length);
    setExtra((before) => [...before, ...chunk.cards]);
    setLastPage(chunk.page);
    // The address follows the list without a navigation (no loader runs again).
    const search = browseSearch({ ...data.state, page: chunk.page });
    window.history.replaceState(window.history.state, '', `${location.pathname}${search}`);
  }, [fetcher.state, fetcher.data, lastPage, cards.length, data.state, location.pathname]);

  useEffect(() => {
    if (focusFrom === null) return;
    listRef.current?.querySelector<HTMLAnchorElement>(`li[data-index="${focusFrom}"] h2 a, li[data-index="${focusFrom}"] h3 a`)?.focus();
    setFocusFrom(null);
  }, [focusFrom, cards.length]);

  const total = data.total;
  const shownUpTo = (data.firstPage - 1) * data.pageSize + cards.length;
  const hasMore = shownUpTo < total;
  const nextPage = lastPage + 1;
  const nextHref = `${location.pathname}${browseSearch({ ...data.state, page: nextPage })}`;
  const loading = fetcher.state !== 'idle';

  const loadMore = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!hydrated) return;
    event.preventDefault();
    if (loading) return;
    const params = new URLSearchParams(browseSearch({ ...data.state, page: nextPage }).slice(1));
    params.set('status', String(data.status));
    fetcher.load(`/resources/campaign-cards?${params}`);
  };

  if (total === 0 || cards.length === 0) {
    const filtered = Boolean(data.state.q || data.state.investingType);
    return (
      <div className="mt-10 rounded-lg border border-dashed border-slate-300 p-10 text-center" data-testid="browse-empty">
        <h2 className="text-xl font-semibold">{filtered ? t('browse.list.noMatch.title') : t('browse.list.emptyTitle')}</h2>
        <p className="mt-2 text-slate-700">{filtered ? t('browse.list.emptySearch') : t('browse.list.empty')}</p>
        {filtered ? (
          <p className="mt-6">
            {/* Back to the whole list, the sort kept (it never empties a list). */}
            <Link
              to={`${location.pathname}${browseSearch({ q: '', investingType: '', sort: data.state.sort, page: 1 })}`}
              className={moreButton}
            >
              {t('browse.list.noMatch.clear')}
            </Link>
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <div className="mt-8">
      <p role="status" className="mb-4 text-sm text-slate-700">
        {t('browse.list.showing', { shown: count(shownUpTo, data.lang), total: count(total, data.lang), count: total })}
      </p>
      <CardGrid
        cards={cards}
        lang={data.lang}
        savedIds={saved}
        signedIn={data.signedIn}
        listRef={listRef}
        label={t('browse.list.resultsLabel')}
      />
      {hasMore ? (
        <p className="mt-10 text-center">
          <a
            href={nextHref}
            onClick={loadMore}
            className={moreButton}
            aria-disabled={loading || undefined}
            rel="next"
            data-enhanced={hydrated || undefined}
          >
            {loading ? t('browse.list.loadingMore') : t('browse.list.loadMore')}
          </a>
        </p>
      ) : null}
    </div>
  );
}
