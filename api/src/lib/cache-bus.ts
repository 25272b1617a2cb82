import { randomUUID } from 'node:crypto';
import type { DatabaseHandle } from '@cf/db';

/**
 * The one way instances tell each other to empty an in-process cache: a PostgreSQL NOTIFY on one
 * channel whose payload names the sender and the caches to empty ("<sender> page,browse"). Every
 * cache that keeps a copy of the database in memory (the signed-out page cache, the public
 * settings cache, the campaign lists) registers here under its name; `clear(name)` empties it on
 * this instance at once and on every other instance a database round trip later.
 *
 * PGlite (the embedded default) is one process: its NOTIFY is delivered in process, and this
 * instance's own caches were already emptied before it was sent.
 */

/** The NOTIFY channel of every cache invalidation. */
export const CACHE_CHANNEL = 'cf_caches';

/**
 * After a NOTIFY, clears during this long are gathered into one more: a write storm costs each
 * instance at most one NOTIFY per round trip plus this gap, and another instance stays stale at
 * most that long after a write.
 */
export const NOTIFY_GAP_MS = 25;

/** Sends one NOTIFY payload on CACHE_CHANNEL; absent with one process and no database signals. */
export type Notify = (payload: string) => Promise<void>;

/** A cache name: letters, digits and dashes (the payload separates names by commas). */
const NAME = /^[a-z0-9-]+$/;

export class CacheBus {
  /** This instance's id in the payloads: PostgreSQL delivers our own NOTIFYs to us too. */
  readonly self = randomUUID();
  private readonly caches = new Map<string, (() => void)[]>();
  /** Names cleared here and not yet sent, and those waiting for the NOTIFY that will carry them. */
  private pending = new Set<string>();
  private waiters: (() => void)[] = [];
  /** A NOTIFY is being sent (or its gap waited). */
  private sending = false;

  constructor(
    private readonly notify?: Notify,
    private readonly gapMs = NOTIFY_GAP_MS,
  ) {}

  /** How this instance empties the cache called `name` (several may share a name: all are emptied). */
  register(name: string, clearLocal: () => void): void {
    if (!NAME.test(name)) throw new Error(`cache name "${name}": letters, digits and dashes only`);
    this.caches.set(name, [...(this.caches.get(name) ?? []), clearLocal]);
  }

  /** Empties this instance's caches called `name` only (another instance's NOTIFY). */
  clearLocal(name: string): void {
    for (const clear of this.caches.get(name) ?? []) clear();
  }

  /**
   * Call once the change has committed: empties `name` here now and on every other instance soon
   * after. Resolves when the NOTIFY naming it has gone out (a failed one is given up: the others
   * then keep their copy until its lifetime ends). A burst of clears costs one NOTIFY per round
   * trip and gap, whatever its number, and each clear is followed by a NOTIFY sent after it.
   */
  clear(name: string): Promise<void> {
    if (!NAME.test(name)) throw new Error(`cache name "${name}": letters, digits and dashes only`);
    this.clearLocal(name);
    if (!this.notify) return Promise.resolve();
    this.pending.add(name);
    const sent = new Promise<void>((resolve) => this.waiters.push(resolve));
    if (!this.sending) void this.send();
    return sent;
  }

  /**
   * The LISTEN is in place again after its connection dropped: NOTIFYs sent meanwhile were lost,
   * so every cache is emptied (one reload each is cheaper than serving a stale copy until it ages).
   */
  relistened(): void {
    for (const clears of this.caches.values()) for (const clear of clears) clear();
  }

  /** A NOTIFY heard on CACHE_CHANNEL: empties the caches it names, unless it is our own. */
  receive(payload: string): void {
    const [from, names] = payload.split(' ');
    if (!from || from === this.self || !names) return;
    for (const name of names.split(',')) this.clearLocal(name);
  }

  private async send(): Promise<void> {
    this.sending = true;
    while (this.pending.size > 0) {
      const names = [...this.pending].join(',');
      const waiters = this.waiters;
      this.pending = new Set();
      this.waiters = [];
      await this.notify!(`${this.self} ${names}`).catch(() => undefined);
      for (const done of waiters) done();
      await new Promise((resolve) => setTimeout(resolve, this.gapMs).unref());
    }
    this.sending = false;
  }
}

const buses = new WeakMap<object, Promise<CacheBus>>();

/**
 * The bus of a database handle, listening on CACHE_CHANNEL: one per handle (the page cache and
 * the public cache of an app share it, and so one LISTEN), made on first use.
 */
export function cacheBusOf(handle: Pick<DatabaseHandle, 'listen' | 'notify'>): Promise<CacheBus> {
  let bus = buses.get(handle);
  if (!bus) {
    const made = new CacheBus((payload) => handle.notify(CACHE_CHANNEL, payload));
    bus = (async () => {
      let first = true;
      await handle.listen(
        CACHE_CHANNEL,
        (payload) => made.receive(payload),
        () => {
          if (!first) made.relistened();
          first = false;
        },
      );
      return made;
    })();
    // A failed LISTEN is not kept: the next app on this handle tries again.
    bus.catch(() => buses.delete(handle));
    buses.set(handle, bus);
  }
  return bus;
}
