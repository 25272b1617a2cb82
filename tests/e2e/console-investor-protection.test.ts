import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { accessibilityProblems, staffLogIn } from '../support/console';
import { useDatabase } from '../support/database';
import { ar, en } from '../support/i18n';
import { api, staffCookie, usePlatform } from '../support/platform';
import { DEMO_PASSWORD } from '../support/site';
import { updateSingleton } from '../support/staff';

const fields = en.console.resources['compliance-settings'].fields;
const dir = (page: Page) => page.evaluate(() => document.documentElement.dir);

describe('console: investor protection (issue 16)', () => {
  const platform = usePlatform();
  const browser = useBrowser();
  const db = useDatabase(platform);

  afterAll(async () => {
    await updateSingleton(platform, 'compliance-settings', { jurisdiction: 'none', regCfThreshold: 12_400_000 });
    await db.sql`delete from exchange_rates where base_currency = 'EUR' and quote_currency = 'USD' and effective_on = current_date`;
    await api(platform, 'PATCH', '/api/v1/console/session', { cookie: await staffCookie(platform), body: { notificationLanguage: 'en' } });
  });

  it('staff switch to US Reg CF and change the threshold in dollars; it is saved in cents', { timeout: 60_000 }, async () => {
    const staff = await browser.page();
    await staffLogIn(staff, platform.url);
    await staff.goto(`${platform.url}/admin/#/compliance-settings/1`);
    const threshold = staff.getByLabel(fields.regCfThreshold);
    await expect.poll(() => threshold.inputValue(), { timeout: 15_000 }).toBe('124000');
    await staff.getByLabel(fields.jurisdiction).click();
    await staff.getByRole('option', { name: en.console.choices.jurisdiction['us-reg-cf'] }).click();
    await threshold.fill('130000');
    expect(await accessibilityProblems(staff)).toEqual([]);
    await staff.getByRole('button', { name: 'Save' }).click();

    const cookie = await staffCookie(platform);
    await expect
      .poll(async () => (await api(platform, 'GET', '/api/v1/console/compliance-settings/1', { cookie })).json, { timeout: 15_000 })
      .toMatchObject({ jurisdiction: 'us-reg-cf', regCfThreshold: 13_000_000 });
    await staff.reload();
    await expect.poll(() => staff.getByLabel(fields.regCfThreshold).inputValue(), { timeout: 15_000 }).toBe('130000');
    expect(await staff.getByText(en.console.choices.jurisdiction['us-reg-cf']).isVisible()).toBe(true);
  });

  it('staff enter today’s EUR→USD rate as a decimal and see it listed', { timeout: 60_000 }, async () => {
    const rates = en.console.resources['exchange-rates'].fields;
    const staff = await browser.page();
    await staffLogIn(staff, platform.url);
    await staff.goto(`${platform.url}/admin/#/exchange-rates/create`);
    await expect.poll(() => staff.getByLabel(rates.baseCurrency, { exact: true }).inputValue(), { timeout: 15_000 }).toBe('EUR');
    expect(await staff.getByLabel(rates.quoteCurrency, { exact: true }).inputValue()).toBe('USD');
    await staff.getByLabel(rates.rate, { exact: true }).fill('1.08');
    await staff.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => staff.url(), { timeout: 15_000 }).toMatch(/#\/exchange-rates$/);
    const today = new Date().toISOString().slice(0, 10);
    const row = staff.getByRole('row').filter({ hasText: today }).filter({ hasText: 'EUR' });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    expect(await row.textContent()).toMatch(/1\.080*/);
    const [stored] = await db.sql<{ rate: string }[]>`
      select rate from exchange_rates where base_currency = 'EUR' and quote_currency = 'USD' and effective_on = current_date`;
    expect(Number(stored!.rate)).toBe(1.08);
  });

  it('in Arabic the settings page reads right to left with translated labels', { timeout: 60_000 }, async () => {
    const saved = await api(platform, 'PATCH', '/api/v1/console/session', {
      cookie: await staffCookie(platform),
      body: { notificationLanguage: 'ar' },
    });
    expect(saved.status, saved.text).toBe(200);
    const staff = await browser.page();
    await staff.goto(`${platform.url}/admin/`);
    await staff.getByLabel(en.console.login.email).fill('admin@demo.test');
    await staff.getByLabel(en.console.login.password, { exact: true }).and(staff.locator('input')).fill(DEMO_PASSWORD);
    await staff.getByRole('button', { name: en.console.login.submit }).click();
    await expect.poll(() => dir(staff), { timeout: 15_000 }).toBe('rtl');
    await staff.goto(`${platform.url}/admin/#/compliance-settings/1`);
    const arFields = ar.console.resources['compliance-settings'].fields;
    await expect.poll(() => staff.getByLabel(arFields.regCfThreshold).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await staff.getByLabel(arFields.jurisdiction).isVisible()).toBe(true);
    expect(await dir(staff)).toBe('rtl');
  });
});
