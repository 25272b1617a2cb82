import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { accessibilityProblems, staffLogIn } from '../support/console';
import { useDatabase, userIdOf } from '../support/database';
import { ar, en } from '../support/i18n';
import { api, usePlatform } from '../support/platform';
import { hydrated, logInTo } from '../support/site';

const t = en.savedInvestments;
const INVESTOR = 'investor@demo.test';
const SLUG = 'solarnest-home-batteries';

/** The entries of the signed-in header's dropdown (it is closed again afterwards). */
async function dropdown(page: Page): Promise<string[]> {
  const summary = page.locator('summary', { hasText: en.site.header.account });
  await summary.click();
  const items = (await page.locator('details[open] ul li').allInnerTexts()).map((s) => s.trim());
  await summary.click();
  return items;
}

/**
 * Saved investments (issue 10 §3): the demo investor saves an investment from the invest page,
 * finds it at /save-investment (and the header's entry appears), continues to the invest page
 * filled in; it disappears when staff delete it in the console. The page and the invest form's
 * button work before JavaScript too.
 */
describe('saved investments', () => {
  const platform = usePlatform();
  const browser = useBrowser();
  const db = useDatabase(platform);
  let campaign: { id: number; name: string; shares: number; cost: number };

  beforeEach(async () => {
    const investorId = await userIdOf(db.sql, INVESTOR);
    await db.sql`delete from saved_investments where user_id = ${investorId}`;
    const [row] = await db.sql<{ id: number; company_name: string }[]>`select id, company_name from campaigns where slug = ${SLUG}`;
    const front = await api(platform, 'GET', `/api/v1/process-investment/${row!.id}/front`);
    const offer = (front.json!.data as { data: { pricePerShare: number; minimumInvestment: number } }).data;
    const shares = Math.ceil(offer.minimumInvestment / offer.pricePerShare);
    campaign = { id: row!.id, name: row!.company_name, shares, cost: shares * offer.pricePerShare };
  });

  it('saves from the invest page, continues it filled in, and staff delete it', { timeout: 120_000 }, async () => {
    const page = await browser.page();
    await logInTo(page, platform, INVESTOR, `/invest/${campaign.id}`);
    await hydrated(page);
    expect(await dropdown(page)).not.toContain(en.site.header.dropdown.savedInvestments);

    // Nothing signed or ticked: saving needs only the amount.
    await page.getByLabel(`${en.invest.amount} (USD)`).fill(String(campaign.cost / 100));
    await Promise.all([page.waitForURL(/\/save-investment$/), page.getByRole('button', { name: t.saveForLater }).click()]);
    await expect.poll(() => page.getByText(t.saved).isVisible()).toBe(true);
    const rows = page.getByTestId('saved-investment');
    expect(await rows.count()).toBe(1);
    const row = await rows.first().innerText();
    expect(row).toContain(campaign.name);
    expect(row).toContain(String(campaign.shares));
    expect(await dropdown(page)).toContain(en.site.header.dropdown.savedInvestments);
    expect(await accessibilityProblems(page)).toEqual([]);

    // In Arabic the page reads right to left.
    await page.context().addCookies([{ name: 'lng', value: 'ar', url: platform.url }]);
    await page.goto(`${platform.url}/save-investment`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: ar.savedInvestments.title }).isVisible()).toBe(true);
    expect(await page.getByTestId('saved-investment').count()).toBe(1);
    await page.context().addCookies([{ name: 'lng', value: 'en', url: platform.url }]);
    await page.goto(`${platform.url}/save-investment`);
    await hydrated(page);

    // Continue: the invest page, by shares, with the saved number.
    const label = t.continueLabel.replace('{{campaign}}', campaign.name);
    await Promise.all([page.waitForURL(/\/invest\/\d+\?shares=/), page.getByRole('link', { name: label }).click()]);
    await expect.poll(() => page.getByLabel(en.invest.shares).inputValue()).toBe(String(campaign.shares));
    expect(await page.getByLabel(en.invest.byShares).isChecked()).toBe(true);
    expect(await accessibilityProblems(page)).toEqual([]);

    // Staff delete it in the console; the investor's list is empty and the header entry goes.
    const [saved] = await db.sql<{ id: string }[]>`select id from saved_investments where campaign_id = ${campaign.id}
      and user_id = ${await userIdOf(db.sql, INVESTOR)}`;
    const staff = await browser.page();
    await staffLogIn(staff, platform.url);
    await staff.goto(`${platform.url}/admin/#/saved-investments/${saved!.id}/show`);
    await expect.poll(() => staff.getByText(campaign.name).first().isVisible()).toBe(true);
    await staff.getByRole('button', { name: 'Delete' }).click();
    await staff.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => staff.url()).toMatch(/#\/saved-investments$/);

    await page.goto(`${platform.url}/save-investment`);
    await expect.poll(() => page.getByText(t.empty).isVisible()).toBe(true);
    expect(await page.getByTestId('saved-investment').count()).toBe(0);
    await hydrated(page);
    expect(await dropdown(page)).not.toContain(en.site.header.dropdown.savedInvestments);
  });

  it('saves and deletes without JavaScript; an amount under the minimum is refused on its field', { timeout: 120_000 }, async () => {
    const page = await browser.page({ javaScriptEnabled: false });
    await logInTo(page, platform, INVESTOR, `/invest/${campaign.id}`);
    await page.getByLabel(`${en.invest.amount} (USD)`).fill('1');
    await page.getByRole('button', { name: t.saveForLater }).click();
    await expect
      .poll(() =>
        page
          .getByText(/minimum/i)
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(new URL(page.url()).pathname).toBe(`/invest/${campaign.id}`);

    await page.getByLabel(`${en.invest.amount} (USD)`).fill(String(campaign.cost / 100));
    await Promise.all([page.waitForURL(/\/save-investment$/), page.getByRole('button', { name: t.saveForLater }).click()]);
    expect(await page.getByTestId('saved-investment').count()).toBe(1);
    const label = t.deleteLabel.replace('{{campaign}}', campaign.name);
    await Promise.all([page.waitForURL(/\/save-investment$/), page.getByRole('button', { name: label }).click()]);
    await expect.poll(() => page.getByText(t.empty).isVisible()).toBe(true);
  });
});
