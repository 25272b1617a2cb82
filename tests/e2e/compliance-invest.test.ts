import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { useDatabase } from '../support/database';
import { ar, en } from '../support/i18n';
import { accessibilityProblems } from '../support/console';
import { api, usePlatform } from '../support/platform';
import { eventually, hydrated, logInTo, tokenOf } from '../support/site';
import { updateSingleton } from '../support/staff';

const t = en.invest;
/** Income and net worth of $10,000 (minor units): 5% is below the floor, so the limit is $2,500. */
const MODEST = 10_000_00;
const LIMIT = '$2,500.00';

/**
 * Issue 16, Reg CF on the invest page: a non-accredited US investor sees their 12-month limit and
 * what is left, is stopped on the amount field when asking for more, and can invest exactly what is left.
 */
describe('Reg CF limit on the invest page', () => {
  const platform = usePlatform();
  const browser = useBrowser();
  const db = useDatabase(platform);
  let campaignId = 0;

  /** A new active, non-accredited investor (demo password) with a modest income and net worth. */
  async function newInvestor(slug: string): Promise<string> {
    const email = `${slug}-${Date.now()}@example.test`;
    const [user] = await db.sql<{ id: string }[]>`
      insert into users (first_name, last_name, email, slug, status, user_type, password_hash, email_verified_at)
      select 'Una', 'Limit', ${email}, ${`${slug}-${Date.now()}`}, 'active', 'investor', password_hash, now()
      from users where email = 'investor@demo.test'
      returning id`;
    await db.sql`insert into investor_profiles (user_id, yearly_income, net_worth) values (${user!.id}, ${MODEST}, ${MODEST})`;
    return email;
  }

  /** Tops up the investor's USD wallet through the sandbox checkout, as a client would. */
  async function fund(token: string, amount: number) {
    const topUp = await api(platform, 'POST', '/api/v1/wallet/add-wallet-topup', {
      token,
      body: { amount, currencyCode: 'USD', paymentType: 'sandbox' },
    });
    expect(topUp.status, topUp.text).toBeLessThan(300);
    const sessionId = (topUp.json!.data as { data: { sessionId: string } }).data.sessionId;
    await api(platform, 'POST', `/api/v1/payments/sandbox/sessions/${sessionId}/complete`, { token, body: { outcome: 'paid' } });
  }

  async function sign(page: Page) {
    await page.getByLabel(t.signature).fill('Una Limit');
    await page.getByLabel(t.acceptTermsLabel).check();
    await page.getByLabel(t.acceptRiskLabel).check();
  }

  beforeAll(async () => {
    await updateSingleton(platform, 'compliance-settings', { jurisdiction: 'us-reg-cf' });
    // The new investors have no KYC party: this journey is about the limit, not identity checks.
    await db.sql`update investment_settings set kyc_required = false`;
    const [campaign] = await db.sql<{ id: number }[]>`select id from campaigns where slug = 'solarnest-home-batteries'`;
    campaignId = campaign!.id;
  });

  afterAll(async () => {
    await updateSingleton(platform, 'compliance-settings', { jurisdiction: 'none' });
  });

  it('shows the limit and what is left, stops an amount over it on the field, then invests what is left', { timeout: 90_000 }, async () => {
    const email = await newInvestor('regcf');
    const token = await tokenOf(platform, email);
    await fund(token, 3_000_00);
    // $1,000 already invested this year (through the API): $1,500 left.
    const first = await api(platform, 'POST', '/api/v1/process-investment/', {
      token,
      body: {
        campaignId,
        amount: 1_000_00,
        paymentType: 'wallet',
        acceptTerms: true,
        acceptRisk: true,
        signature: { type: 'typed', value: 'Una Limit' },
      },
    });
    expect(first.status, first.text).toBe(201);

    const page = await browser.page();
    await logInTo(page, platform, email, `/invest/${campaignId}`);
    const panel = page.getByTestId('reg-cf-limit');
    await eventually(() => panel.innerText()).toContain(LIMIT);
    const text = await panel.innerText();
    expect(text).toContain(en.compliance.regCf.title);
    expect(text).toContain('$1,500.00');
    expect(await panel.getByRole('link').getAttribute('href')).toBe('/settings/investment-account');
    expect(await accessibilityProblems(page)).toEqual([]);

    // Over what is left: refused on the amount field with the amount left, what was typed kept.
    await hydrated(page);
    const amount = page.getByLabel(`${t.amount} (USD)`);
    await amount.fill('1600');
    await sign(page);
    await page.getByRole('button', { name: t.submit }).click();
    const refusal = en.compliance.errors.regCfOverLimit.replace('{{amount}}', '$1,500.00');
    await eventually(() => page.getByText(refusal).isVisible()).toBe(true);
    expect(await amount.inputValue()).toBe('1600');
    expect(await amount.getAttribute('aria-invalid')).toBe('true');

    // Exactly what is left: invested, and nothing is left.
    await amount.fill('1500');
    await Promise.all([page.waitForURL(/\/payment-receipt\//), page.getByRole('button', { name: t.submit }).click()]);
    await eventually(() => page.getByRole('status').filter({ hasText: t.paidTitle }).isVisible()).toBe(true);
    const me = await api(platform, 'GET', '/api/v1/compliance/me', { token });
    expect((me.json!.data as { data: { remaining12Months: number } }).data.remaining12Months).toBe(0);
  });

  it('in Arabic the panel reads right to left with the amounts left to right', { timeout: 60_000 }, async () => {
    const page = await browser.page();
    await page.context().addCookies([{ name: 'lng', value: 'ar', url: platform.url }]);
    await logInTo(page, platform, await newInvestor('regcf-ar'), `/invest/${campaignId}`, ar);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const panel = page.getByTestId('reg-cf-limit');
    await eventually(() => panel.innerText()).toContain(ar.compliance.regCf.title);
    expect(await panel.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    const amounts = panel.locator('[data-money]');
    expect(await amounts.count()).toBe(2);
    for (const i of [0, 1]) {
      expect(await amounts.nth(i).getAttribute('dir')).toBe('ltr');
      expect(await amounts.nth(i).innerText()).toBe(LIMIT);
    }
    expect(await accessibilityProblems(page)).toEqual([]);
  });

  it('shows no panel when no jurisdiction applies', { timeout: 60_000 }, async () => {
    await updateSingleton(platform, 'compliance-settings', { jurisdiction: 'none' });
    const page = await browser.page();
    await logInTo(page, platform, await newInvestor('regcf-none'), `/invest/${campaignId}`);
    await eventually(() => page.getByTestId('offer-facts').isVisible()).toBe(true);
    expect(await page.getByTestId('reg-cf-limit').count()).toBe(0);
  });
});
