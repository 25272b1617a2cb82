import type { CacheBus } from './cache-bus';

/**
 * A micro-cache of whole site pages as signed-out visitors get them (the same HTML for everyone who
 * reads in the same language), kept a few seconds. It is what lets a campaign page shared on social
 * media take a burst of visitors without rendering the page for each of them.
 *
 * Only plain GETs without a query and without any cookie but the language one are cached; an
 * answer is kept only when it is a 200 HTML page that sets no cookie. Every write that succeeds
 * anywhere in the API (the site's own form posts go through it) empties the cache, on every
 * instance (the cache bus's NOTIFY, see `clear`), and so does a staff change to public settings (the public cache's
 * version is in the stamp); of changes made outside a request, the closing job's empty it through
 * `invalidateBrowse`, others wait for the short lifetime. Each hit gets a fresh CSP nonce, written over the one the page was rendered with.
 */
export type CachedPage = { body: string; nonce: string; headers: Record<string, string>; expires: number; stamp: string };

const MAX_ENTRIES = 500;

/** Its name on the cache bus (lib/cache-bus.ts). */
export const PAGE_CACHE = 'page';

export class PageCache {
  private entries = new Map<string, CachedPage>();
  private clears = 0;

  constructor(
    private readonly ttlMs: number,
    /** Shares its clears with the other instances; none with one process. */
    private readonly bus?: CacheBus,
  ) {
    if (this.enabled) bus?.register(PAGE_CACHE, () => this.clearLocal());
  }

  /**
   * What the cached pages were built on: this cache's clears and the public settings' version.
   * Taken when a request starts, so a page rendered while something changed is never kept.
   */
  stamp(publicVersion: number): string {
    return `${this.clears}:${publicVersion}`;
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string, stamp: string): CachedPage | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= Date.now() || hit.stamp !== stamp) {
      this.entries.delete(key);
      return undefined;
    }
    return hit;
  }

  /** Keeps a page unless something changed since its request began (its stamp is old). */
  set(key: string, page: Omit<CachedPage, 'expires'>, currentStamp: string): void {
    if (page.stamp !== currentStamp) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { ...page, expires: Date.now() + this.ttlMs });
  }

  /** After a write that succeeded (committed): empties this cache now and the others' soon after. */
  clear(): void {
    if (this.enabled && this.bus) void this.bus.clear(PAGE_CACHE);
    else this.clearLocal();
  }

  /** Empties this instance's cache only (another instance's NOTIFY). */
  clearLocal(): void {
    this.clears++;
    this.entries.clear();
  }
}
