import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { ar, en } from '../support/i18n';
import { usePlatform } from '../support/platform';
import { accessibilityProblems } from '../support/console';
import { logInTo } from '../support/site';

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
      expect(await page.getByTestId('wallet-transaction').count()).toBe(1);

      // The checkout's Fail button: the top-up failed, the balance is as it was.
      await topUp(page, t, '10', t.wallet.fail);
      await page.waitForURL(/\/topup-fail/);
      await expect.poll(() => page.getByRole('alert').innerText()).toContain(t.wallet.errors.topUpFailed);
      await Promise.all([page.waitForURL(/\/settings\/wallet/), page.getByRole('link', { name: t.wallet.backToWallet }).click()]);
      expect(await balance(page)).toContain('250.50');
      expect(await page.getByTestId('wallet-transaction').count()).toBe(1);
    });
  }
});
