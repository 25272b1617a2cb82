import { CacheBus } from './cache-bus';

/** Its name on the cache bus (lib/cache-bus.ts). */
export const PUBLIC_CACHE = 'public';

/**
 * Public settings, menus, content and lookups change rarely and are read on every page: keep each
 * answer serialised in memory and drop them all when staff change anything they depend on. Other
 * instances hear the change through the cache bus (NOTIFY), which the app's other shared caches
 * (the campaign lists) reach through this one.
 */
export class PublicCache {
  private entries = new Map<string, Promise<string>>();
  private generation = 0;

  /** The bus of this app's caches (one per database handle); a bus of its own when none is given (tests). */
  constructor(readonly bus: CacheBus = new CacheBus()) {
    bus.register(PUBLIC_CACHE, () => this.clearLocal());
  }

  /** The cached JSON text for key, computing it once. A failed load is not cached. */
  get(key: string, load: () => Promise<unknown>): Promise<string> {
    const hit = this.entries.get(key);
    if (hit) return hit;
    const generation = this.generation;
    const pending = load().then((value) => JSON.stringify(value));
    this.entries.set(key, pending);
    // Only this load's own entry is dropped, never a newer one made after a change.
    const drop = () => {
      if (this.entries.get(key) === pending) this.entries.delete(key);
    };
    pending.then(() => {
      // A change landed while we loaded: this answer may be stale, so do not keep it.
      if (generation !== this.generation) drop();
    }, drop);
    return pending;
  }

  /** Changes with every clear: caches built on these answers compare it to know they are stale. */
  get version(): number {
    return this.generation;
  }

  clearLocal(): void {
    this.generation++;
    this.entries.clear();
  }

  /**
   * Call after the transaction that changed public data has committed: empties this cache now
   * and the other instances' soon after; resolves once the NOTIFY has gone out.
   */
  invalidate(): Promise<void> {
    return this.bus.clear(PUBLIC_CACHE);
  }
}
