import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { useDatabase } from '../support/database';
import { en } from '../support/i18n';
import { usePlatform } from '../support/platform';
import { logInTo } from '../support/site';

/** Each demo user, and menu entries the demo's modules must show them (wallet, provider wallet, certificates, saved investments...). */
const DEMO_USERS = {
  'investor@demo.test': [
    '/investments',
    '/share-certificates',
    '/save-investment',
    '/settings/wallet',
    '/settings/mango-pay',
    '/notifications',
  ],
  'owner@demo.test': ['/dashboard', '/settings/wallet', '/notifications'],
  'admin@demo.test': ['/investments', '/dashboard', '/notifications'],
} as const;
const withProvider = (provider: string) => en.account.login.withProvider.replace('{{provider}}', provider);

/** Every link of the page's header (with the signed-in dropdown), footer and menus, on this site. */
async function shellLinks(page: Page, origin: string): Promise<string[]> {
  const hrefs = await page
    .locator('header a[href], footer a[href], nav a[href]')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  return [...new Set(hrefs.filter((href) => href.startsWith(origin)).map((href) => href.split('#')[0]!))].sort();
}

/**
 * What a newcomer meets under `npm start` (issue 13 §1 and §10): social sign-in works through the
 * demo's local stand-in provider, and no link of the site's shell leads to a missing page or an error,
 * signed out or signed in as each demo user.
 */
describe('the demo, clicked through', () => {
  const platform = usePlatform({ env: { DEMO_SOCIAL_LOGIN: 'true' } });
  const browser = useBrowser();
  const db = useDatabase(platform);

  it('signs in with Google as the demo investor (linked by e-mail), with LinkedIn and Facebook as new people', async () => {
    const page = await browser.page();
    await page.goto(`${platform.url}/login`);
    await Promise.all([page.waitForURL((u) => u.pathname === '/choose'), page.getByRole('link', { name: withProvider('Google') }).click()]);
    const asInvestor = page.getByRole('link', { name: /investor@demo\.test/ });
    await expect
      .poll(() => page.getByRole('heading', { name: en.auth.demoProvider.title.replace('{{provider}}', 'Google') }).isVisible())
      .toBe(true);
    await Promise.all([page.waitForURL((u) => u.origin === platform.url && !u.pathname.startsWith('/social-login')), asInvestor.click()]);
    await expect.poll(() => page.getByTestId('welcome-flag').isVisible()).toBe(true);
    const [linked] = await db.sql<{ provider: string }[]>`
      select s.provider from social_identities s join users u on u.id = s.user_id where u.email = 'investor@demo.test'`;
    expect(linked?.provider).toBe('google');

    await page.context().clearCookies();
    await page.goto(`${platform.url}/login`);
    await Promise.all([
      page.waitForURL((u) => u.pathname === '/choose'),
      page.getByRole('link', { name: withProvider('LinkedIn') }).click(),
    ]);
    const before = await db.sql<{ n: number }[]>`select count(*)::int as n from users`;
    await Promise.all([
      page.waitForURL((u) => u.origin === platform.url && u.pathname !== '/linkedin'),
      page.getByRole('link', { name: en.auth.demoProvider.newPerson }).click(),
    ]);
    await expect.poll(() => page.getByTestId('welcome-flag').isVisible()).toBe(true);
    const after = await db.sql<{ n: number }[]>`select count(*)::int as n from users`;
    expect(after[0]!.n).toBe(before[0]!.n + 1);

    await page.context().clearCookies();
    await page.goto(`${platform.url}/login`);
    await Promise.all([
      page.waitForURL((u) => u.pathname === '/choose'),
      page.getByRole('link', { name: withProvider('Facebook') }).click(),
    ]);
    await Promise.all([
      page.waitForURL((u) => u.origin === platform.url && !u.pathname.startsWith('/social-login')),
      page.getByRole('link', { name: en.auth.demoProvider.newPerson }).click(),
    ]);
    await expect.poll(() => page.getByTestId('welcome-flag').isVisible()).toBe(true);
    const [facebook] = await db.sql<{ n: number }[]>`select count(*)::int as n from social_identities where provider = 'facebook'`;
    expect(facebook!.n).toBe(1);
  });

  it('no link of the header, footer or menus leads to a missing page or an error, for any demo user', { timeout: 240_000 }, async () => {
    const broken: string[] = [];
    let checked = 0;
    for (const who of ['visitor', ...Object.keys(DEMO_USERS)] as const) {
      const page = await browser.page();
      if (who === 'visitor') await page.goto(`${platform.url}/`);
      else {
        await logInTo(page, platform, who, '/');
        // The address changes as the client navigation starts; the signed-in header comes with its render.
        await page.locator('header summary', { hasText: en.site.header.account }).waitFor();
      }
      const links = await shellLinks(page, platform.url);
      if (who !== 'visitor')
        for (const path of DEMO_USERS[who as keyof typeof DEMO_USERS])
          expect(links, `${who}: the signed-in menu`).toContain(platform.url + path);
      expect(links.length, `${who}: links found`).toBeGreaterThan(5);
      for (const link of links) {
        // Signing out is a link too; it is followed last, by the journeys that test it.
        if (new URL(link).pathname === '/logout') continue;
        const res = await page.request.get(link);
        checked += 1;
        const title = /<title>([^<]*)<\/title>/.exec(await res.text())?.[1] ?? '';
        if (res.status() >= 400 || title.includes(en.site.notFoundTitle)) broken.push(`${who} ${link} → ${res.status()} ${title}`);
      }
      await page.context().close();
    }
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  });
});
