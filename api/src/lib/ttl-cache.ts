/**
 * A small cache of serialised answers that expire after a few seconds. Browse pages depend on
 * amounts that move with every investment; a brief lifetime keeps them close to live without a
 * database read per visitor, and `clear()` drops them at once after a staff decision.
 */
export class TtlCache {
  private entries = new Map<string, { expires: number; value: Promise<string> }>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string, load: () => Promise<unknown>): Promise<string> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (hit) this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      // Maps keep insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const generation = this.generation;
    const value = load().then((v) => JSON.stringify(v));
    const entry = { expires: now + this.ttlMs, value };
    this.entries.set(key, entry);
    const drop = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    // A failed load is not kept; nor is one that raced a clear() (it may predate the change).
    value.then(() => {
      if (generation !== this.generation) drop();
    }, drop);
    return value;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}
