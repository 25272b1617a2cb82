import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { en } from '../support/i18n';
import { usePlatform } from '../support/platform';
import { updateSingleton } from '../support/staff';
import { submitLogin } from '../support/site';

const menu = en.site.header.dropdown;

async function dropdown(page: Page): Promise<string[]> {
  await page.locator('summary', { hasText: en.site.header.account }).click();
  const items = page.locator('details[open] ul li');
  return (await items.allInnerTexts()).map((t) => t.trim());
}

describe('signed-in header and the guard of signed-in routes', () => {
  const platform = usePlatform();
  const browser = useBrowser();

  it('a signed-in route sends the visitor to login and back to where they were', async () => {
    const page = await browser.page();
    await page.goto(`${platform.url}/dashboard`);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/dashboard');
    await submitLogin(page, 'investor@demo.test');
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Hello, Ines');
    // An investor's home leads with their portfolio's figures (the demo investor has investments).
    await expect.poll(() => page.getByTestId('portfolio-total-invested').isVisible()).toBe(true);
    expect(await page.getByTestId('portfolio-total-invested').innerText()).toMatch(/\d/);
    // The token lives in an httpOnly cookie: page scripts cannot read it.
    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name === 'cf_session');
    expect(session?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain('cf_session');
  });

  it('the dropdown follows the user type and the wallet setting', async () => {
    const investor = await browser.page();
    await investor.goto(`${platform.url}/login`);
    await submitLogin(investor, 'investor@demo.test');
    let entries = await dropdown(investor);
    expect(entries).toContain(menu.investorDashboard);
    expect(entries).toContain(menu.wallet);
    expect(entries).not.toContain(menu.campaignDashboard);
    // The demo runs the regional wallet (MangoPay's sandbox twin).
    expect(entries).toContain(menu.providerWallet);
    // The demo investor holds share certificates: the entry shows while the setting is on.
    expect(entries).toContain(menu.shareCertificates);
    expect(entries.at(-1)).toBe(menu.logout);
    // An investor is not offered to create a campaign in the top menu.
    expect(await investor.getByRole('link', { name: en.site.header.createCampaign }).count()).toBe(0);

    await updateSingleton(platform, 'site-settings', { walletModule: false, mangoPayModule: false, enableShareCertificate: false });
    await investor.reload();
    entries = await dropdown(investor);
    expect(entries).not.toContain(menu.wallet);
    expect(entries).not.toContain(menu.providerWallet);
    expect(entries).not.toContain(menu.shareCertificates);
    await updateSingleton(platform, 'site-settings', { walletModule: true, mangoPayModule: true, enableShareCertificate: true });

    const owner = await browser.page();
    await owner.goto(`${platform.url}/login`);
    await submitLogin(owner, 'owner@demo.test');
    entries = await dropdown(owner);
    expect(entries).toContain(menu.campaignDashboard);
    expect(entries).not.toContain(menu.investorDashboard);
    expect(await owner.getByRole('link', { name: en.site.header.createCampaign }).first().getAttribute('href')).toBe('/project-guidelines');
  });

  it('logging out shows a toast at the top that closes after 5 seconds', async () => {
    const page = await browser.page();
    await page.goto(`${platform.url}/login`);
    await submitLogin(page, 'investor@demo.test');
    await dropdown(page);
    await page.getByRole('button', { name: menu.logout }).click();
    const toast = page.getByText(en.site.login.loggedOut);
    await expect.poll(() => toast.isVisible()).toBe(true);
    const shownAt = Date.now();
    await expect.poll(() => toast.isVisible(), { timeout: 8000 }).toBe(false);
    expect(Date.now() - shownAt).toBeGreaterThan(3500);
    expect(await page.getByRole('link', { name: en.site.header.signIn }).first().isVisible()).toBe(true);
  });
});
