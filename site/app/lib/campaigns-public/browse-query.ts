import { BROWSE_QUERY_MAX, BROWSE_SORTS, type BrowseSort, LIMITS, PAGE_SIZE } from '@cf/domain/constants';
import type { BrowseState } from './types';

/** Spec §9: the front lists show 9 campaigns, then "load more". */
export const BROWSE_PAGE_SIZE = PAGE_SIZE.frontCampaigns;
/** Pages a plain link (?page=n, no scripts) can show at once: one API call of at most maxListLimit. */
export const MAX_CUMULATIVE_PAGES = Math.floor(LIMITS.maxListLimit / BROWSE_PAGE_SIZE);
const MAX_PAGE = 10_000;

const isSort = (v: string | null): v is BrowseSort => (BROWSE_SORTS as readonly string[]).includes(v ?? '');

/** The browse state from the address; anything unknown falls back to the defaults. */
export function readBrowseState(search: URLSearchParams): BrowseState {
  const type = search.get('investingType');
  const sort = search.get('sort');
  const page = Number(search.get('page'));
  return {
    q: (search.get('q') ?? '').trim().slice(0, BROWSE_QUERY_MAX),
    investingType: type === 'equity' || type === 'debt' ? type : '',
    sort: isSort(sort) ? sort : 'newest',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** The query string of a state, defaults left out ("" for the first page of the newest). */
export function browseSearch(state: BrowseState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.investingType) params.set('investingType', state.investingType);
  if (state.sort !== 'newest') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * What one page load shows: pages 1..n together (so ?page=2 without scripts shows 18), as one API
 * call; past MAX_CUMULATIVE_PAGES only page n itself.
 */
export function visibleWindow(page: number): { apiPage: number; limit: number; first: number } {
  if (page <= MAX_CUMULATIVE_PAGES) return { apiPage: 1, limit: page * BROWSE_PAGE_SIZE, first: 1 };
  return { apiPage: page, limit: BROWSE_PAGE_SIZE, first: page };
}

/** GET /campaigns/equities/front with the state's filters. */
export function browseApiPath(state: BrowseState, status: number, apiPage: number, limit: number): string {
  const params = new URLSearchParams({ page: String(apiPage), limit: String(limit), sort: state.sort, status: String(status) });
  if (state.q) params.set('q', state.q);
  if (state.investingType) params.set('investingType', state.investingType);
  return `/campaigns/equities/front?${params}`;
}
