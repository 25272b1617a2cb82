import { describe, expect, it } from 'vitest';
import { pageParam } from './page-param';

describe('pageParam', () => {
  it('reads the page asked for', () => {
    expect(pageParam('http://site.test/inbox?page=3')).toBe(3);
    expect(pageParam(new URL('http://site.test/u/ann?followersPage=7'), { name: 'followersPage' })).toBe(7);
  });

  it('falls back to the first page for anything else', () => {
    for (const query of ['', '?page=', '?page=0', '?page=-2', '?page=2.5', '?page=abc', '?page=1e3', '?page=%2012', '?page=1234567']) {
      expect(pageParam(`http://site.test/inbox${query}`), query).toBe(1);
    }
  });

  it('keeps to the largest page a list allows', () => {
    expect(pageParam('http://site.test/inbox?page=10000', { max: 10_000 })).toBe(10_000);
    expect(pageParam('http://site.test/inbox?page=10001', { max: 10_000 })).toBe(1);
    expect(pageParam('http://site.test/inbox?page=100000')).toBe(100_000);
    expect(pageParam('http://site.test/inbox?page=100001')).toBe(1);
  });
});
