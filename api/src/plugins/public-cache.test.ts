import { describe, expect, it, vi } from 'vitest';
import { CacheBus } from '../lib/cache-bus';
import { PublicCache } from './public-cache';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('PublicCache', () => {
  const cache = () => new PublicCache(new CacheBus(vi.fn(async () => undefined)));

  it('loads once per key and serves the JSON text', async () => {
    const c = cache();
    const load = vi.fn(async () => ({ a: 1 }));
    expect(await c.get('k', load)).toBe('{"a":1}');
    expect(await c.get('k', load)).toBe('{"a":1}');
    expect(load).toHaveBeenCalledTimes(1);
    expect(await c.get('other', load)).toBe('{"a":1}');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shares one load between concurrent readers', async () => {
    const c = cache();
    const d = deferred<number>();
    const load = vi.fn(() => d.promise);
    const both = Promise.all([c.get('k', load), c.get('k', load)]);
    d.resolve(7);
    expect(await both).toEqual(['7', '7']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('invalidate() drops every entry and tells the other instances', async () => {
    const notify = vi.fn(async () => undefined);
    const c = new PublicCache(new CacheBus(notify));
    let n = 0;
    const load = async () => ++n;
    expect(await c.get('k', load)).toBe('1');
    await c.invalidate();
    expect(notify).toHaveBeenCalledWith(`${c.bus.self} public`);
    expect(await c.get('k', load)).toBe('2');
  });

  it('does not keep an answer loaded across a change (it may be stale)', async () => {
    const c = cache();
    const d = deferred<string>();
    const first = c.get('k', () => d.promise);
    c.clearLocal(); // a change lands while the read is in flight
    d.resolve('old');
    expect(await first).toBe('"old"');
    expect(await c.get('k', async () => 'new')).toBe('"new"');
  });

  it('a late answer from before a change does not evict the fresh one loaded after it', async () => {
    const c = cache();
    const old = deferred<string>();
    const first = c.get('k', () => old.promise);
    c.clearLocal();
    const fresh = vi.fn(async () => 'new');
    expect(await c.get('k', fresh)).toBe('"new"');
    old.resolve('old');
    await first;
    expect(await c.get('k', fresh)).toBe('"new"');
    expect(fresh).toHaveBeenCalledTimes(1);
  });

  it('does not cache a failed load', async () => {
    const c = cache();
    await expect(c.get('k', async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await c.get('k', async () => 'ok')).toBe('"ok"');
  });

  it('survives a failed notification', async () => {
    const c = new PublicCache(new CacheBus(async () => Promise.reject(new Error('no listener'))));
    await expect(c.invalidate()).resolves.toBeUndefined();
  });
});
