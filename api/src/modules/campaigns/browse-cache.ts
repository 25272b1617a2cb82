import type { DepsOf } from '../../deps';
import { TtlCache } from '../../lib/ttl-cache';

/**
 * The public campaign lists' caches (browse pages and their totals). They live with the campaigns
 * module because its changes (a submission approved at once, staff decisions, the clock closing
 * campaigns, saves) are what move a campaign in or out of those lists.
 *
 * Keyed by the app's public cache, which every plugin context shares (each route plugin gets its
 * own encapsulated instance, so the instance itself is no key).
 */
export type BrowseCacheDeps = DepsOf<'publicCache'>;

function cacheKeeper(ttlMs: number, maxEntries: number): (deps: BrowseCacheDeps) => TtlCache {
  const caches = new WeakMap<object, TtlCache>();
  return (deps) => {
    let cache = caches.get(deps.publicCache);
    if (!cache) {
      cache = new TtlCache(ttlMs, maxEntries);
      caches.set(deps.publicCache, cache);
    }
    return cache;
  };
}

/** Answers are the same for every visitor: kept a few seconds, per app (bounded: the oldest go first). */
export const browseCache = cacheKeeper(5_000, 500);

/**
 * Totals of each filter combination, kept longer than pages: counting 80,000 active campaigns
 * costs more than reading a page, and every page of a combination shares its total.
 */
export const countCache = cacheKeeper(30_000, 2_000);

/** Call after a change that moves a campaign in or out of the public lists (status, featured). */
export const invalidateBrowse = (deps: BrowseCacheDeps): void => {
  browseCache(deps).clear();
  countCache(deps).clear();
};
