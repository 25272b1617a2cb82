import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { useDatabase } from '../support/database';
import { ar, en, fr } from '../support/i18n';
import { api, staffCookie, usePlatform } from '../support/platform';
import { DEMO_PASSWORD } from '../support/site';

const STAFF = 'admin@demo.test';
const dir = (page: Page) => page.evaluate(() => document.documentElement.dir);
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/** Signs in through the console's login page, which speaks the browser's language until then. */
async function signIn(page: Page, url: string) {
  await page.goto(`${url}/admin/`);
  await page.getByLabel(en.console.login.email).fill(STAFF);
  await page.getByLabel(en.console.login.password, { exact: true }).and(page.locator('input')).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: en.console.login.submit }).click();
}

describe('console: staff start in their saved language', () => {
  const platform = usePlatform();
  const browser = useBrowser();
  const db = useDatabase(platform);
  const savedLanguage = async () =>
    (await db.sql<{ lang: string }[]>`select notification_language as lang from users where email = ${STAFF}`)[0]!.lang;

  it('saved French: the console opens in French; Arabic picked in the menu is saved and opens the next sign-in elsewhere', async () => {
    // The staff member's saved language, set through the console API as the language menu does.
    const saved = await api(platform, 'PATCH', '/api/v1/console/session', {
      cookie: await staffCookie(platform),
      body: { notificationLanguage: 'fr' },
    });
    expect(saved.status, saved.text).toBe(200);

    const first = await browser.page();
    await signIn(first, platform.url);
    await expect.poll(() => heading(first, fr.console.dashboard.title).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await first.evaluate(() => document.documentElement.lang)).toBe('fr');

    await first.getByRole('button', { name: 'Français' }).click();
    await first.getByRole('menuitem', { name: 'العربية' }).click();
    await expect.poll(() => dir(first), { timeout: 15_000 }).toBe('rtl');
    await expect.poll(() => heading(first, ar.console.dashboard.title).isVisible()).toBe(true);
    await expect.poll(savedLanguage).toBe('ar');

    // Another browser (no language chosen there): the sign-in brings the console up in Arabic.
    const second = await browser.page();
    await signIn(second, platform.url);
    await expect.poll(() => heading(second, ar.console.dashboard.title).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await dir(second)).toBe('rtl');
    expect(await second.evaluate(() => document.documentElement.lang)).toBe('ar');
  });

  it('a language picked in this browser wins over the saved one at sign-in', async () => {
    await db.sql`update users set notification_language = 'fr' where email = ${STAFF}`;
    const page = await browser.page();
    await page.goto(`${platform.url}/admin/`);
    await page.evaluate(() => window.localStorage.setItem('cf-console-language', 'en'));
    await signIn(page, platform.url);
    await expect.poll(() => heading(page, en.console.dashboard.title).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await dir(page)).toBe('ltr');
  });
});
