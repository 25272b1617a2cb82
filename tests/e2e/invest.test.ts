import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { useDatabase } from '../support/database';
import { en } from '../support/i18n';
import { api, usePlatform } from '../support/platform';
import { accessibilityProblems, openDialog, snackbar, staffLogIn } from '../support/console';
import { logInTo, tokenOf } from '../support/site';

const t = en.invest;
const INVESTOR = 'investor@demo.test';

/**
 * The investing journey on a seeded equity campaign: the form refuses what it must on its fields;
 * the investor invests by amount from the wallet, then by shares through the sandbox card
 * checkout, and each time lands on a receipt saying the investment is confirmed.
 */
describe('investing in a campaign', () => {
  const platform = usePlatform();
  const browser = useBrowser();
  const db = useDatabase(platform);

  async function sign(page: Page) {
    await page.getByLabel(t.signature).fill('Ines Investor');
    await page.getByLabel(t.acceptTermsLabel).check();
    await page.getByLabel(t.acceptRiskLabel).check();
  }

  it('invests by amount from the wallet and by shares by card; wrong input is refused on its field', { timeout: 120_000 }, async () => {
    // A funded wallet (topped up through the sandbox checkout's API).
    const [campaign] = await db.sql<{ id: number }[]>`select id from campaigns where slug = 'solarnest-home-batteries'`;
    const front = await api(platform, 'GET', `/api/v1/process-investment/${campaign!.id}/front`);
    const offer = (front.json!.data as { data: { pricePerShare: number; minimumInvestment: number } }).data;
    const shares = Math.ceil(offer.minimumInvestment / offer.pricePerShare);
    const cost = shares * offer.pricePerShare;
    const token = await tokenOf(platform, INVESTOR);
    const topUp = await api(platform, 'POST', '/api/v1/wallet/add-wallet-topup', {
      token,
      body: { amount: cost, currencyCode: 'USD', paymentType: 'sandbox' },
    });
    const sessionId = (topUp.json!.data as { data: { sessionId: string } }).data.sessionId;
    await api(platform, 'POST', `/api/v1/payments/sandbox/sessions/${sessionId}/complete`, { token, body: { outcome: 'paid' } });

    // The demo's seeded investments already sold some of the campaign's shares.
    const [seeded] = await db.sql<{ shares_sold: string }[]>`select shares_sold from campaign_offers where campaign_id = ${campaign!.id}`;
    const soldBefore = Number(seeded?.shares_sold ?? 0);

    const page = await browser.page();
    await logInTo(page, platform, INVESTOR, `/invest/${campaign!.id}`);
    await expect.poll(() => page.getByTestId('offer-facts').innerText()).toContain(t.pricePerShare);
    expect(await accessibilityProblems(page)).toEqual([]);

    // Nothing ticked, nothing signed: each refusal is on its own field, and nothing is sent.
    await page.getByRole('button', { name: t.submit }).click();
    await expect.poll(() => page.getByText(en.invest.errors.acceptTerms).isVisible()).toBe(true);
    expect(await page.getByText(en.invest.errors.acceptRisk).isVisible()).toBe(true);

    // An amount between two share prices: the API names the two nearest valid amounts.
    await page.getByLabel(`${t.amount} (USD)`).fill(String((cost + offer.pricePerShare / 2) / 100));
    await sign(page);
    await page.getByRole('button', { name: t.submit }).click();
    await expect.poll(() => page.getByText(/\$[\d,.]+ or \$[\d,.]+/).isVisible()).toBe(true);

    // By amount, from the wallet: confirmed at once.
    await page.getByLabel(`${t.amount} (USD)`).fill(String(cost / 100));
    await Promise.all([page.waitForURL(/\/payment-receipt\//), page.getByRole('button', { name: t.submit }).click()]);
    await expect.poll(() => page.getByRole('status').filter({ hasText: t.paidTitle }).isVisible()).toBe(true);
    expect(await page.locator('dl').innerText()).toContain(String(shares));
    expect(await accessibilityProblems(page)).toEqual([]);

    // By shares, by card through the sandbox checkout.
    await page.goto(`${platform.url}/invest/${campaign!.id}`);
    await page.getByLabel(t.byShares).check();
    await page.getByLabel(t.shares).fill(String(shares));
    await page.getByLabel(t.payCard).check();
    await sign(page);
    await Promise.all([page.waitForURL(/\/payments\/sandbox\//), page.getByRole('button', { name: t.submit }).click()]);
    await Promise.all([page.waitForURL(/\/payment-receipt\//), page.getByRole('button', { name: en.wallet.pay, exact: true }).click()]);
    await expect.poll(() => page.getByRole('status').filter({ hasText: t.paidTitle }).isVisible()).toBe(true);

    // Both are in the ledger: the campaign's offer sold the shares, the wallet paid for the first.
    const [sold] = await db.sql<{ shares_sold: string }[]>`select shares_sold from campaign_offers where campaign_id = ${campaign!.id}`;
    expect(Number(sold!.shares_sold)).toBe(soldBefore + 2 * shares);
  });

  it('staff confirm an offline bank transfer in the console; the dashboard shows the ledger balanced', { timeout: 120_000 }, async () => {
    const [campaign] = await db.sql<{ id: number; minimum_investment: string; price_per_share: string }[]>`
      select id, minimum_investment, price_per_share from campaigns where slug = 'solarnest-home-batteries'`;
    const price = Number(campaign!.price_per_share);
    const shares = Math.ceil(Number(campaign!.minimum_investment) / price);
    const token = await tokenOf(platform, INVESTOR);
    const started = await api(platform, 'POST', '/api/v1/process-investment/', {
      token,
      body: {
        campaignId: campaign!.id,
        shares,
        paymentType: 'offline',
        acceptTerms: true,
        acceptRisk: true,
        signature: { type: 'typed', value: 'Ines Investor' },
      },
    });
    expect(started.status, started.text).toBe(201);
    const { id, reference } = (started.json!.data as { data: { id: string; reference: string } }).data;

    const staff = await browser.page();
    await staffLogIn(staff, platform.url);
    await expect.poll(() => staff.getByTestId('ledger-status').innerText()).toBe(en.console.dashboard.ledgerBalanced);
    await staff.goto(`${platform.url}/admin/#/investments/${id}/show`);
    await expect.poll(() => staff.getByText(reference, { exact: true }).isVisible(), { timeout: 15_000 }).toBe(true);
    const dialog = await openDialog(staff, en.console.investments.confirm, en.console.investments.confirmTitle);
    await dialog.getByRole('button', { name: en.console.investments.confirm }).click();
    await expect.poll(() => snackbar(staff, en.console.investments.confirmed).isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => staff.getByText(en.console.choices.paymentStatus.success, { exact: true }).isVisible()).toBe(true);
    // Decided: the buttons are gone, and the investor's receipt says it is confirmed.
    expect(await staff.getByRole('button', { name: en.console.investments.confirm }).count()).toBe(0);
    const receipt = await api(platform, 'GET', `/api/v1/process-investment/${id}/get-investment-process-reciept`, { token });
    expect((receipt.json!.data as { data: { status: string } }).data.status).toBe('success');
  });
});
