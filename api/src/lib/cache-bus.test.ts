import { type DatabaseHandle, openDatabase } from '@cf/db';
import { cloneDatabase, databaseUrl, dropDatabase } from '@cf/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CACHE_CHANNEL, CacheBus, cacheBusOf } from './cache-bus';
import { PageCache } from './page-cache';
import { PublicCache } from './public-cache';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A notify whose sends the test finishes one by one; it records when each began and what it said. */
function fakeNotify() {
  const sends: { at: number; payload: string; done: () => void; fail: (err: Error) => void }[] = [];
  const notify = (payload: string) =>
    new Promise<void>((resolve, reject) => sends.push({ at: performance.now(), payload, done: resolve, fail: reject }));
  return { sends, notify };
}

/** What a payload names, in order. */
const namesOf = (payload: string) => payload.split(' ')[1]!.split(',');

describe('CacheBus: a clear empties the named cache here at once and tells the others', () => {
  it('empties every cache registered under the name, and only those', async () => {
    const bus = new CacheBus();
    const cleared: string[] = [];
    bus.register('browse', () => cleared.push('pages'));
    bus.register('browse', () => cleared.push('counts'));
    bus.register('public', () => cleared.push('public'));
    await bus.clear('browse');
    expect(cleared).toEqual(['pages', 'counts']);
  });

  it('one clear: one NOTIFY naming it and this instance, sent at once; clear() resolves once it is out', async () => {
    const { sends, notify } = fakeNotify();
    const bus = new CacheBus(notify, 5);
    let out = false;
    const sent = bus.clear('browse').then(() => (out = true));
    expect(sends).toHaveLength(1);
    expect(sends[0]!.payload).toBe(`${bus.self} browse`);
    await sleep(5);
    expect(out).toBe(false);
    sends[0]!.done();
    await sent;
    await sleep(30);
    expect(sends).toHaveLength(1);
  });

  it('a hundred clears of several caches while a NOTIFY is under way cost one more, naming each, sent after the last', async () => {
    const { sends, notify } = fakeNotify();
    const bus = new CacheBus(notify, 5);
    void bus.clear('page');
    let lastClear = 0;
    const waiting: Promise<void>[] = [];
    for (let i = 0; i < 100; i++) {
      waiting.push(bus.clear(['page', 'browse', 'public'][i % 3]!));
      lastClear = performance.now();
    }
    expect(sends).toHaveLength(1);
    sends[0]!.done();
    await expect.poll(() => sends.length).toBe(2);
    expect(sends[1]!.at).toBeGreaterThanOrEqual(lastClear);
    expect(namesOf(sends[1]!.payload).sort()).toEqual(['browse', 'page', 'public']);
    sends[1]!.done();
    await Promise.all(waiting);
    await sleep(30);
    expect(sends).toHaveLength(2);
  });

  it('a clear during the gap after a NOTIFY still gets its own; after the gap the next one goes at once', async () => {
    const { sends, notify } = fakeNotify();
    const bus = new CacheBus(notify, 20);
    void bus.clear('page');
    sends[0]!.done();
    await sleep(5);
    void bus.clear('browse');
    await expect.poll(() => sends.length).toBe(2);
    expect(namesOf(sends[1]!.payload)).toEqual(['browse']);
    sends[1]!.done();
    await sleep(40);
    void bus.clear('page');
    expect(sends).toHaveLength(3);
    sends[2]!.done();
  });

  it('a failed NOTIFY still resolves its clears and does not stop later ones', async () => {
    const { sends, notify } = fakeNotify();
    const bus = new CacheBus(notify, 1);
    const first = bus.clear('page');
    sends[0]!.fail(new Error('database away'));
    await expect(first).resolves.toBeUndefined();
    await sleep(10);
    void bus.clear('page');
    expect(sends).toHaveLength(2);
  });

  it('a NOTIFY from another instance empties what it names; its own, a malformed one or an unknown name do nothing', () => {
    const bus = new CacheBus();
    const cleared: string[] = [];
    bus.register('browse', () => cleared.push('browse'));
    bus.register('page', () => cleared.push('page'));
    bus.register('public', () => cleared.push('public'));
    bus.receive(`${bus.self} browse,page`);
    bus.receive('');
    bus.receive('other');
    bus.receive('other nothing-here');
    expect(cleared).toEqual([]);
    bus.receive('other browse,page');
    expect(cleared).toEqual(['browse', 'page']);
  });

  it('refuses a name the payload could not carry', () => {
    const bus = new CacheBus();
    expect(() => bus.register('a,b', () => undefined)).toThrow();
    expect(() => bus.clear('a b')).toThrow();
  });
});

describe('the caches on the bus', () => {
  it('PageCache: its clear goes through the bus; none when the cache is off (PAGE_CACHE_SECONDS=0) or alone', async () => {
    const { sends, notify } = fakeNotify();
    const bus = new CacheBus(notify, 1);
    const page = { body: 'x', nonce: 'n', headers: {} };
    const cache = new PageCache(60_000, bus);
    cache.set('k', { ...page, stamp: cache.stamp(0) }, cache.stamp(0));
    const stampBefore = cache.stamp(0);
    bus.receive('other page');
    expect(cache.get('k', stampBefore)).toBeUndefined();
    cache.clear();
    expect(sends.map((s) => namesOf(s.payload))).toEqual([['page']]);
    sends[0]!.done();

    const off = new CacheBus(notify, 1);
    new PageCache(0, off).clear();
    expect(sends).toHaveLength(1);
    expect(() => new PageCache(60_000).clear()).not.toThrow();
  });

  it('PublicCache: invalidate() empties it and names it on the bus; another instance’s NOTIFY empties it too', async () => {
    const { sends, notify } = fakeNotify();
    const cache = new PublicCache(new CacheBus(notify, 1));
    let n = 0;
    const load = async () => ++n;
    expect(await cache.get('k', load)).toBe('1');
    const invalidated = cache.invalidate();
    expect(await cache.get('k', load)).toBe('2');
    expect(namesOf(sends[0]!.payload)).toEqual(['public']);
    sends[0]!.done();
    await invalidated;
    const version = cache.version;
    cache.bus.receive('other public');
    expect(cache.version).toBe(version + 1);
    expect(await cache.get('k', load)).toBe('3');
  });
});

describe('cacheBusOf: instances on one PostgreSQL database', () => {
  let database = '';
  const handles: DatabaseHandle[] = [];

  beforeAll(async () => {
    database = await cloneDatabase(inject('templateDatabase'));
    for (let i = 0; i < 3; i++) handles.push(await openDatabase({ url: databaseUrl(database), poolSize: 2 }));
  }, 60_000);

  afterAll(async () => {
    for (const handle of handles) await handle.close();
    if (database) await dropDatabase(database);
  });

  it('a clear on one instance empties the others’ cache of that name within a round trip, not its own twice', async () => {
    const buses = await Promise.all(handles.map((h) => cacheBusOf(h)));
    // One bus per handle: the page and public caches of an app share it (one LISTEN).
    expect(await cacheBusOf(handles[0]!)).toBe(buses[0]);
    const cleared = buses.map(() => ({ browse: 0, public: 0 }));
    buses.forEach((bus, i) => {
      bus.register('browse', () => cleared[i]!.browse++);
      bus.register('public', () => cleared[i]!.public++);
    });
    const started = performance.now();
    await buses[0]!.clear('browse');
    await expect.poll(() => cleared.map((c) => c.browse), { timeout: 1_000, interval: 5 }).toEqual([1, 1, 1]);
    const took = performance.now() - started;
    expect(took).toBeLessThan(1_000);
    // Its own NOTIFY came back to instance 1 too: it is not emptied a second time.
    await sleep(100);
    expect(cleared).toEqual([
      { browse: 1, public: 0 },
      { browse: 1, public: 0 },
      { browse: 1, public: 0 },
    ]);
    console.log(`cache bus: 2 other instances emptied their cache ${took.toFixed(1)} ms after the clear`);
  });

  it('an instance whose listening connection dropped empties every cache once it listens again, and hears later clears', async () => {
    const buses = await Promise.all(handles.map((h) => cacheBusOf(h)));
    const cleared = buses.map(() => ({ page: 0, public: 0 }));
    buses.forEach((bus, i) => {
      bus.register('page-drop', () => cleared[i]!.page++);
      bus.register('public-drop', () => cleared[i]!.public++);
    });
    // Each instance's LISTEN session is cut in turn (as a restart or a network drop would): a clear
    // sent before it listens again is lost to it, so it must empty everything on its return.
    const admin = await openDatabase({ url: databaseUrl(database), poolSize: 1 });
    try {
      const listeners = (await admin.db.execute(
        sql`select pid from pg_stat_activity where datname = current_database() and query ilike 'listen%'`,
      )) as unknown as { pid: number }[];
      expect(listeners.length).toBe(3);
      // Each cut session is one instance's: its end makes that instance, and only it, empty its caches.
      for (const { pid } of listeners) {
        const before = cleared.map((c) => c.page);
        await admin.db.execute(sql`select pg_terminate_backend(${pid})`);
        await expect
          .poll(() => cleared.map((c, i) => c.page - before[i]!).reduce((a, b) => a + b), { timeout: 5_000, interval: 10 })
          .toBe(1);
        expect(cleared.filter((c) => c.page !== c.public)).toEqual([]);
      }
    } finally {
      await admin.close();
    }
    expect(cleared).toEqual([
      { page: 1, public: 1 },
      { page: 1, public: 1 },
      { page: 1, public: 1 },
    ]);
    // Each listens again: a clear reaches all of them as before.
    await buses[0]!.clear('public-drop');
    await expect.poll(() => cleared.map((c) => c.public), { timeout: 1_000, interval: 5 }).toEqual([2, 2, 2]);
  });

  it('a NOTIFY sent in SQL (a script, another version) reaches every instance', async () => {
    const buses = await Promise.all(handles.map((h) => cacheBusOf(h)));
    const cleared = buses.map(() => 0);
    buses.forEach((bus, i) => bus.register('sql-test', () => cleared[i]!++));
    await handles[0]!.notify(CACHE_CHANNEL, 'psql sql-test');
    await expect.poll(() => cleared, { timeout: 1_000, interval: 5 }).toEqual([1, 1, 1]);
    const publics = buses.map(() => 0);
    buses.forEach((bus, i) => bus.register('public', () => publics[i]!++));
    await handles[1]!.notify(CACHE_CHANNEL, 'e2e public');
    await expect.poll(() => publics, { timeout: 1_000, interval: 5 }).toEqual([1, 1, 1]);
  });
});

describe('cacheBusOf: PGlite (one process)', () => {
  it('clears locally once; its in-process NOTIFY does not empty the cache again', async () => {
    const handle = await openDatabase({});
    try {
      const bus = await cacheBusOf(handle);
      const cache = new PublicCache(bus);
      let loads = 0;
      await cache.get('k', async () => ++loads);
      const version = cache.version;
      await cache.invalidate();
      expect(cache.version).toBe(version + 1);
      expect(await cache.get('k', async () => ++loads)).toBe('2');
      await handle.notify(CACHE_CHANNEL, 'script public');
      expect(cache.version).toBe(version + 2);
    } finally {
      await handle.close();
    }
  });
});
