import { describe, expect, it } from 'vitest';
import { api, type Platform, usePlatform } from '../support/platform';
import { updateSingleton } from '../support/staff';

const SLUG = 'harbor-and-vine-bistros';
const PATH = `/campaign-detail-page/${SLUG}`;

async function page(platform: Platform, path = PATH, headers: Record<string, string> = {}) {
  const res = await fetch(`${platform.url}${path}`, { headers });
  const html = await res.text();
  const csp = res.headers.get('content-security-policy') ?? '';
  const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
  return { status: res.status, hit: res.headers.get('x-page-cache') === 'hit', html, nonce };
}

/** The "Saved by N" count the page shows. */
const savedCount = (html: string) => Number(/Saved by (\d+)/.exec(html)?.[1]);

describe('signed-out pages are kept a few seconds, and never outlive a change', () => {
  const platform = usePlatform({ env: { PAGE_CACHE_SECONDS: '60' } });

  it('a second visitor gets the kept page with a nonce of its own', async () => {
    const first = await page(platform);
    expect(first.status).toBe(200);
    const second = await page(platform);
    expect(second.hit).toBe(true);
    expect(second.nonce).not.toBe(first.nonce);
    // Every script carries the new nonce; the old one is gone.
    expect(second.html).toContain(`nonce="${second.nonce}"`);
    expect(second.html).not.toContain(first.nonce);
    expect(second.html.replaceAll(second.nonce, 'N')).toBe(first.html.replaceAll(first.nonce, 'N'));
  });

  it('signed-in visitors, queries and other languages are rendered for themselves', async () => {
    await page(platform);
    expect((await page(platform, PATH, { cookie: 'cf_session=abc' })).hit).toBe(false);
    expect((await page(platform, `${PATH}?utm_source=newsletter`)).hit).toBe(false);
    const arabic = await page(platform, PATH, { cookie: 'lng=ar' });
    expect(arabic.hit).toBe(false);
    expect(arabic.html).toContain('dir="rtl"');
    expect((await page(platform, PATH, { cookie: 'lng=ar' })).hit).toBe(true);
  });

  it('a write anywhere empties it: the saved count moves at once', async () => {
    const login = await api(platform, 'POST', '/api/v1/users/login', { body: { email: 'investor@demo.test', password: 'Demo!2345' } });
    const token = login.json!.token as string;
    const front = await api(platform, 'GET', `/api/v1/campaigns/equities/front/${SLUG}`);
    const campaignId = (front.json!.data as { data: { id: number } }).data.id;
    const before = await page(platform);
    expect((await page(platform)).hit).toBe(true);
    const saved = await api(platform, 'POST', '/api/v1/saved-campaigns', { token, body: { campaignId } });
    expect(saved.status, saved.text).toBe(200);
    const after = await page(platform);
    expect(after.hit).toBe(false);
    expect(savedCount(after.html)).toBe(savedCount(before.html) + 1);
  });

  it('a staff change to the public settings empties it', async () => {
    await page(platform, '/');
    expect((await page(platform, '/')).hit).toBe(true);
    await updateSingleton(platform, 'site-settings', { siteName: 'Kept Pages Capital' });
    const after = await page(platform, '/');
    expect(after.hit).toBe(false);
    expect(after.html).toContain('Kept Pages Capital');
  });
});
