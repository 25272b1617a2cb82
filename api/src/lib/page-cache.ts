/**
 * A micro-cache of whole site pages as signed-out visitors get them (the same HTML for everyone who
 * reads in the same language), kept a few seconds. It is what lets a campaign page shared on social
 * media take a burst of visitors without rendering the page for each of them.
 *
 * Only plain GETs without a query and without any cookie but the language one are cached; an
 * answer is kept only when it is a 200 HTML page that sets no cookie. Every write that succeeds
 * anywhere in the API (the site's own form posts go through it) empties the cache, on every
 * instance (NOTIFY, see `clear`), and so does a staff change to public settings (the public cache's
 * version is in the stamp); changes made outside a request (the closing job) wait for the short
 * lifetime. Each hit gets a fresh CSP nonce, written over the one the page was rendered with.
 */
export type CachedPage = { body: string; nonce: string; headers: Record<string, string>; expires: number; stamp: string };

const MAX_ENTRIES = 500;

/** The NOTIFY channel on which instances tell each other to empty their page cache. */
export const PAGE_CACHE_CHANNEL = 'cf_page_cache';

/**
 * After a NOTIFY, writes during this long are gathered into one more: a write storm costs each
 * instance at most one NOTIFY per round trip plus this gap, and another instance stays stale at
 * most that long after a write.
 */
export const NOTIFY_GAP_MS = 25;

/** Tells the other instances to empty their cache (PostgreSQL NOTIFY); none with one process. */
export type Broadcast = () => Promise<void>;

export class PageCache {
  private entries = new Map<string, CachedPage>();
  private clears = 0;
  /** A NOTIFY is being sent (or its gap waited); `again` asks for one more after it. */
  private sending = false;
  private again = false;

  constructor(
    private readonly ttlMs: number,
    private readonly broadcast?: Broadcast,
    private readonly gapMs = NOTIFY_GAP_MS,
  ) {}

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
    this.clearLocal();
    if (this.enabled && this.broadcast) this.tellOthers();
  }

  /** Empties this instance's cache only (another instance's NOTIFY). */
  clearLocal(): void {
    this.clears++;
    this.entries.clear();
  }

  /**
   * Sends a NOTIFY now, or, while one is under way, one more once it and its gap are over: each
   * clear is followed by a NOTIFY sent after it (none is lost), and a burst costs one per round
   * trip and gap, whatever its number of writes.
   */
  private tellOthers(): void {
    if (this.sending) {
      this.again = true;
      return;
    }
    this.sending = true;
    void (async () => {
      do {
        this.again = false;
        // A failed NOTIFY (database away) leaves the others to the short lifetime.
        await this.broadcast!().catch(() => undefined);
        await new Promise((resolve) => setTimeout(resolve, this.gapMs).unref());
      } while (this.again);
      this.sending = false;
    })();
  }
}
