import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { useDatabase, userIdOf } from '../support/database';
import { ar, en } from '../support/i18n';
import { api, type Platform, usePlatform } from '../support/platform';
import { accessibilityProblems } from '../support/console';
import { hydrated, logInTo, tokenOf } from '../support/site';

/**
 * The wallet journey: an investor tops up by the sandbox card checkout, sees the receipt, and the
 * balance and transaction on /settings/wallet; a failed payment moves nothing. In English and in
 * Arabic (right to left).
 */
describe('wallet top-up through the sandbox checkout', () => {
  const platform = usePlatform();
  const browser = useBrowser();

  const balance = (page: Page) => page.getByTestId('wallet-balance').innerText();

  async function topUp(page: Page, t: typeof en, amount: string, button: string) {
    await page.getByLabel(`${t.wallet.amount} (USD)`).fill(amount);
    await Promise.all([page.waitForURL(/\/payments\/sandbox\//), page.getByRole('button', { name: t.wallet.topUpSubmit }).click()]);
    await page.getByRole('button', { name: button, exact: true }).click();
  }

  for (const [lang, t] of [
    ['en', en],
    ['ar', ar],
  ] as const) {
    it(`tops up, shows the receipt and the new balance; a failed payment moves nothing (${lang})`, { timeout: 120_000 }, async () => {
      const page = await browser.page();
      await page.context().addCookies([{ name: 'lng', value: lang, url: platform.url }]);
      const email = lang === 'en' ? 'investor@demo.test' : 'owner@demo.test';
      await logInTo(page, platform, email, '/settings/wallet?currency=USD', lang === 'en' ? en : ar);
      expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      const before = await balance(page);
      // The demo investor's wallet already has the seeded top-ups.
      const lines = await page.getByTestId('wallet-transaction').count();
      expect(await accessibilityProblems(page)).toEqual([]);

      // A malformed amount is refused on its field, before any payment starts.
      await page.getByLabel(`${t.wallet.amount} (USD)`).fill('12,5x');
      await page.getByRole('button', { name: t.wallet.topUpSubmit }).click();
      await expect.poll(() => page.getByText(t.wallet.amountFormat).isVisible()).toBe(true);

      await page.getByLabel(`${t.wallet.amount} (USD)`).fill('250.50');
      await Promise.all([page.waitForURL(/\/payments\/sandbox\//), page.getByRole('button', { name: t.wallet.topUpSubmit }).click()]);
      expect(await accessibilityProblems(page)).toEqual([]);
      await page.getByRole('button', { name: t.wallet.pay, exact: true }).click();
      await page.waitForURL(/\/topup-receipt\//);
      await expect.poll(() => page.getByRole('heading', { level: 1, name: t.wallet.receiptTitle }).isVisible()).toBe(true);
      expect(await page.locator('dl').innerText()).toContain('250.50');
      await Promise.all([page.waitForURL(/\/settings\/wallet/), page.getByRole('link', { name: t.wallet.backToWallet }).click()]);
      await expect.poll(() => balance(page)).not.toBe(before);
      expect(await balance(page)).toContain('250.50');
      expect(await page.getByTestId('wallet-transaction').count()).toBe(lines + 1);

      // The checkout's Fail button: the top-up failed, the balance is as it was.
      await topUp(page, t, '10', t.wallet.fail);
      await page.waitForURL(/\/topup-fail/);
      await expect.poll(() => page.getByRole('alert').innerText()).toContain(t.wallet.errors.topUpFailed);
      await Promise.all([page.waitForURL(/\/settings\/wallet/), page.getByRole('link', { name: t.wallet.backToWallet }).click()]);
      expect(await balance(page)).toContain('250.50');
      expect(await page.getByTestId('wallet-transaction').count()).toBe(lines + 1);
    });
  }
});

/** Tops up a wallet through the sandbox checkout's API (what the Pay button does). */
async function fundThroughApi(platform: Platform, token: string, amount: number) {
  const topUp = await api(platform, 'POST', '/api/v1/wallet/add-wallet-topup', {
    token,
    body: { amount, currencyCode: 'USD', paymentType: 'sandbox' },
  });
  const sessionId = (topUp.json!.data as { data: { sessionId: string } }).data.sessionId;
  await api(platform, 'POST', `/api/v1/payments/sandbox/sessions/${sessionId}/complete`, { token, body: { outcome: 'paid' } });
}

async function walletBalance(platform: Platform, token: string): Promise<number> {
  const res = await api(platform, 'GET', '/api/v1/wallet/get-user-wallet-detail?currencyCode=USD', { token });
  return (res.json!.data as { data: { balance: number } }).data.balance;
}

/**
 * Withdrawing: the investor sees the fee before submitting, a mismatched confirmation is refused
 * on its field, and the request is listed as pending with its fee. Then paying an investment from
 * /wallet-payment/{id}: short of money it says so; funded, it pays and shows the receipt.
 */
describe('wallet withdrawal and paying from the wallet', () => {
  const platform = usePlatform();
  const browser = useBrowser();
  const db = useDatabase(platform);
  const INVESTOR = 'investor@demo.test';
  const p = en.payments;

  beforeAll(async () => {
    const investorId = await userIdOf(db.sql, INVESTOR);
    await db.sql`insert into kyc_parties (user_id, provider, status) values (${investorId}, 'sandbox', 'approved')
      on conflict (user_id) do update set status = 'approved'`;
    await db.sql`update revenue_settings set withdrawal_flat_fee = 150`;
  });

  it('requests a withdrawal with the fee shown, then pays an investment from the wallet', { timeout: 120_000 }, async () => {
    const token = await tokenOf(platform, INVESTOR);
    await fundThroughApi(platform, token, 100_00);
    // Everything but the fee is withdrawn, so the wallet is then empty.
    const amount = (await walletBalance(platform, token)) - 150;

    const page = await browser.page();
    await logInTo(page, platform, INVESTOR, '/settings/wallet?currency=USD');
    await hydrated(page);
    expect(await page.getByTestId('withdraw-quote').innerText()).toContain('$1.50');
    await page.getByLabel(`${p.withdraw.amount} (USD)`).fill((amount / 100).toFixed(2));
    await expect.poll(() => page.getByTestId('withdraw-quote').innerText()).toContain(p.withdraw.total);
    await page.getByLabel(p.withdraw.accountType).selectOption('checking');
    await page.getByLabel(p.withdraw.bankName).fill('First Test Bank');
    await page.getByLabel(p.withdraw.accountNumber, { exact: true }).fill('123456789');
    await page.getByLabel(p.withdraw.confirmAccountNumber).fill('123456780');
    await page.getByLabel(p.withdraw.routingNumber).fill('021000021');
    await page.getByRole('button', { name: p.withdraw.submit }).click();
    await expect.poll(() => page.getByText(en.campaigns.validation.accountMismatch).isVisible()).toBe(true);
    expect(await page.getByTestId('withdrawal').count()).toBe(0);

    await page.getByLabel(p.withdraw.confirmAccountNumber).fill('123456789');
    await page.getByRole('button', { name: p.withdraw.submit }).click();
    await expect.poll(() => page.getByTestId('withdrawal').count()).toBe(1);
    const row = await page.getByTestId('withdrawal').innerText();
    expect(row).toContain(en.wallet.statuses['0']);
    expect(row).toContain('$1.50');
    expect(row).toContain('6789');
    expect(await page.getByTestId('wallet-balance').innerText()).toContain('0.00');
    expect(await page.getByText(p.activity.withdrawInitiated).first().isVisible()).toBe(true);
    expect(await accessibilityProblems(page)).toEqual([]);

    // Paying an investment from the wallet: short of money first, then funded.
    const [campaign] = await db.sql<{ id: number }[]>`select id from campaigns where slug = 'solarnest-home-batteries'`;
    const front = await api(platform, 'GET', `/api/v1/process-investment/${campaign!.id}/front`);
    const offer = (front.json!.data as { data: { pricePerShare: number; minimumInvestment: number } }).data;
    const shares = Math.ceil(offer.minimumInvestment / offer.pricePerShare);
    await page.goto(`${platform.url}/wallet-payment/${campaign!.id}?shares=${shares}`);
    await expect.poll(() => page.getByRole('alert').filter({ hasText: p.walletPayment.insufficient }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: p.walletPayment.pay }).count()).toBe(0);

    await fundThroughApi(platform, token, shares * offer.pricePerShare);
    await page.reload();
    await hydrated(page);
    await page.getByLabel(en.invest.signature).fill('Ines Investor');
    await page.getByLabel(en.invest.acceptTermsLabel).check();
    await page.getByLabel(en.invest.acceptRiskLabel).check();
    expect(await accessibilityProblems(page)).toEqual([]);
    await Promise.all([page.waitForURL(/\/wallet-payment\/\d+\?paid=/), page.getByRole('button', { name: p.walletPayment.pay }).click()]);
    await expect.poll(() => page.getByTestId('wallet-payment-receipt').innerText()).toContain(p.walletPayment.receiptTitle);
    expect(await walletBalance(platform, token)).toBe(0);
  });
});
