import type { DepsOf } from '../../deps';
import { PAGE_CACHE } from '../../lib/page-cache';
import { TtlCache } from '../../lib/ttl-cache';

/**
 * The public campaign lists' caches (browse pages and their totals). They live with the campaigns
 * module because its changes (a submission approved at once, staff decisions, the clock closing
 * campaigns, saves) are what move a campaign in or out of those lists.
 *
 * Keyed by the app's public cache, which every plugin context shares (each route plugin gets its
 * own encapsulated instance, so the instance itself is no key); its cache bus carries
 * `invalidateBrowse` to every instance (NOTIFY, lib/cache-bus.ts).
 */
export type BrowseCacheDeps = DepsOf<'publicCache'>;

/** The lists' name on the cache bus. */
export const BROWSE_CACHE = 'browse';

type BrowseCaches = { pages: TtlCache; counts: TtlCache };
const caches = new WeakMap<object, BrowseCaches>();

function cachesOf(deps: BrowseCacheDeps): BrowseCaches {
  let kept = caches.get(deps.publicCache);
  if (!kept) {
    // Answers are the same for every visitor: kept a few seconds, per app (bounded: the oldest go first).
    // Totals of each filter combination are kept longer than pages: counting 80,000 active campaigns
    // costs more than reading a page, and every page of a combination shares its total.
    const made: BrowseCaches = { pages: new TtlCache(5_000, 500), counts: new TtlCache(30_000, 2_000) };
    deps.publicCache.bus.register(BROWSE_CACHE, () => {
      made.pages.clear();
      made.counts.clear();
    });
    caches.set(deps.publicCache, made);
    kept = made;
  }
  return kept;
}

/** Browse pages and the featured list (5 s). */
export const browseCache = (deps: BrowseCacheDeps): TtlCache => cachesOf(deps).pages;

/** Totals of each filter combination (30 s). */
export const countCache = (deps: BrowseCacheDeps): TtlCache => cachesOf(deps).counts;

/**
 * Call after the commit of a change that moves a campaign in or out of the public lists (status,
 * featured) or changes what their cards show (saves): empties the lists, and the signed-out pages
 * made from them, on this instance now and on every other one a database round trip later (the
 * NOTIFY goes out in the background; a closing job's change reaches the site's pages this way too).
 */
export const invalidateBrowse = (deps: BrowseCacheDeps): void => {
  void deps.publicCache.bus.clear(BROWSE_CACHE);
  void deps.publicCache.bus.clear(PAGE_CACHE);
};
