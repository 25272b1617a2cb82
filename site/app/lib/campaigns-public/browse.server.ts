import { getT } from '@cf/i18n';
import type { AppLoadContext } from '@remix-run/node';
import { loadViewer } from '../auth.server';
import { requestLanguage } from '../language.server';
import { pageMessages } from '../page-messages.server';
import { apiList } from '../api.server';
import { savedIds } from './api.server';
import { BROWSE_PAGE_SIZE, browseApiPath, readBrowseState, visibleWindow } from './browse-query';
import type { CampaignCard } from './types';

/** The texts of the card lists (browse, successful, saved; the home page takes `card` only). */
export const LIST_SECTIONS = ['list', 'card', 'investingType'];

/** Active campaigns on /browse-companies, successful ones (spec §3 status 4) on /browse-succeess-campaign. */
export type BrowseStatus = 2 | 4;

/**
 * One browse page: the cards of pages 1..n in one API call (so ?page=2 shows 18 without
 * scripts), plus, for a signed-in visitor, which of them they saved.
 */
export async function loadBrowse(request: Request, context: AppLoadContext, status: BrowseStatus) {
  const lang = requestLanguage(request);
  const state = readBrowseState(new URL(request.url).searchParams);
  const window = visibleWindow(state.page);
  const viewer = await loadViewer(request, context);
  const [list, saved] = await Promise.all([
    apiList<CampaignCard>(context, { path: browseApiPath(state, status, window.apiPage, window.limit), lang }),
    viewer.token ? savedIds(context, lang, viewer.token) : Promise.resolve([] as number[]),
  ]);
  return {
    status,
    /** The page's title for its meta tags (the component translates its own texts). */
    title: String(getT(lang)(status === 4 ? 'browse.list.successfulTitle' : 'browse.list.title')),
    state,
    cards: list.items,
    total: list.total,
    /** The first page shown (1 unless the address asks for more pages than one call can bring). */
    firstPage: window.first,
    pageSize: BROWSE_PAGE_SIZE,
    savedIds: saved,
    signedIn: Boolean(viewer.user),
    lang,
    messages: pageMessages(lang, { browse: LIST_SECTIONS }),
  };
}

/** One more page of cards for "load more" with scripts (resources/campaign-cards). */
export async function loadCardsChunk(request: Request, context: AppLoadContext) {
  const lang = requestLanguage(request);
  const search = new URL(request.url).searchParams;
  const status: BrowseStatus = search.get('status') === '4' ? 4 : 2;
  const state = readBrowseState(search);
  const list = await apiList<CampaignCard>(context, { path: browseApiPath(state, status, state.page, BROWSE_PAGE_SIZE), lang });
  return { cards: list.items, total: list.total, page: state.page };
}

export type BrowseData = Awaited<ReturnType<typeof loadBrowse>>;
export type CardsChunk = Awaited<ReturnType<typeof loadCardsChunk>>;
