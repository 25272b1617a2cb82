import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { accessibilityProblems } from '../support/console';
import { useDatabase, userIdOf } from '../support/database';
import { en } from '../support/i18n';
import { usePlatform } from '../support/platform';
import { hydrated, logInTo } from '../support/site';

const t = en.bank;
const INVESTOR = 'investor@demo.test';

/**
 * Paying by bank (ACH) on the sandbox twin (the route on, test mode, no Plaid keys): the investor
 * links a test bank account on /settings/ach-account-list, invests by ACH choosing it, sees the
 * transfer pending, then the twin's bank settles it and the receipt says paid.
 */
describe('paying by ACH through the sandbox twin', () => {
  const platform = usePlatform();
  const browser = useBrowser();
  const db = useDatabase(platform);

  it('links a bank account, invests by ACH from it, and the settlement confirms the investment', { timeout: 90_000 }, async () => {
    await db.sql`update payment_gateways set enabled = true, test_mode = true, client_id = null, secret_key_sealed = null where provider = 'ach'`;
    const [campaign] = await db.sql<{ id: number; minimum_investment: string; price_per_share: string }[]>`
      select id, minimum_investment, price_per_share from campaigns where slug = 'solarnest-home-batteries'`;
    const shares = Math.ceil(Number(campaign!.minimum_investment) / Number(campaign!.price_per_share));

    const page = await browser.page();
    await logInTo(page, platform, INVESTOR, '/settings/ach-account-list');
    await hydrated(page);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: t.title }).isVisible()).toBe(true);
    expect(await accessibilityProblems(page)).toEqual([]);

    // Link: the twin's own page stands in for Plaid; the bank rules are checked on their fields.
    await Promise.all([page.waitForURL(/\/settings\/ach-account-list\/link\?link=/), page.getByRole('button', { name: t.link }).click()]);
    await hydrated(page);
    await page.getByLabel(t.testBank.bankName).fill('Sandbox Savings & Loan');
    await page.getByLabel(t.testBank.accountType).selectOption('checking');
    await page.getByLabel(t.testBank.accountNumber, { exact: true }).fill('000123456789');
    await page.getByLabel(t.testBank.confirmAccountNumber).fill('000123456789');
    await page.getByLabel(t.testBank.routingNumber).fill('011000016');
    await page.getByRole('button', { name: t.testBank.submit }).click();
    await expect.poll(() => page.getByText(t.errors.tosRequired).isVisible()).toBe(true);
    await page.getByLabel(t.testBank.tos).check();
    await page.getByRole('button', { name: t.testBank.submit }).click();
    await expect.poll(() => page.getByText(t.errors.routingChecksum).isVisible()).toBe(true);
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.getByLabel(t.testBank.routingNumber).fill('011000015');
    await Promise.all([page.waitForURL(/\/settings\/ach-account-list$/), page.getByRole('button', { name: t.testBank.submit }).click()]);
    const row = page.getByTestId('bank-account').filter({ hasText: 'Sandbox Savings & Loan' });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain('6789');

    // Invest by ACH, choosing the account just linked.
    await page.goto(`${platform.url}/invest/${campaign!.id}`);
    await hydrated(page);
    await page.getByLabel(en.invest.byShares).check();
    await page.getByLabel(en.invest.shares).fill(String(shares));
    await page.getByLabel(en.invest.payAch).check();
    const picker = page.getByTestId('ach-account-picker');
    await expect.poll(() => picker.isVisible()).toBe(true);
    await picker.getByRole('radio', { name: /Sandbox Savings & Loan/ }).check();
    await page.getByLabel(en.invest.signature).fill('Ines Investor');
    await page.getByLabel(en.invest.acceptTermsLabel).check();
    await page.getByLabel(en.invest.acceptRiskLabel).check();
    await Promise.all([
      page.waitForURL(/\/settings\/ach-account-list\/transfers\//),
      page.getByRole('button', { name: en.invest.submit }).click(),
    ]);

    // Pending: on the transfer's page and on the receipt; the shares are held, not sold.
    await expect.poll(() => page.getByTestId('transfer-outcome').innerText()).toBe(t.transfer.pending);
    expect(await accessibilityProblems(page)).toEqual([]);
    const transferPage = page.url();
    await Promise.all([page.waitForURL(/\/payment-receipt\//), page.getByRole('link', { name: t.transfer.viewReceipt }).click()]);
    await expect.poll(() => page.getByRole('status').filter({ hasText: en.invest.pendingTitle }).isVisible()).toBe(true);
    const investorId = await userIdOf(db.sql, INVESTOR);
    const [pending] = await db.sql<{ id: string; status: string }[]>`
      select id, status from investments where investor_id = ${investorId} and payment_type = 'ach' order by created_at desc limit 1`;
    expect(pending!.status).toBe('pending');

    // The twin's bank settles it: the same handling as Plaid's event, then the receipt says paid.
    await page.goto(transferPage);
    await Promise.all([page.waitForURL(/\/payment-receipt\//), page.getByRole('button', { name: t.transfer.settle }).click()]);
    await expect.poll(() => page.getByRole('status').filter({ hasText: en.invest.paidTitle }).isVisible()).toBe(true);
    const [paid] = await db.sql<{ status: string }[]>`select status from investments where id = ${pending!.id}`;
    expect(paid!.status).toBe('success');

    // The payment options show the route with the account; disconnecting asks first.
    await page.goto(`${platform.url}/settings/payment-options`);
    await expect.poll(() => page.getByTestId('payment-option-ach').innerText()).toContain('Sandbox Savings & Loan');
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.goto(`${platform.url}/settings/ach-account-list`);
    await page.getByRole('link', { name: new RegExp(`^${t.disconnect}: Sandbox Savings`) }).click();
    await expect.poll(() => page.getByRole('alertdialog', { name: t.disconnectTitle }).isVisible()).toBe(true);
    await page.getByRole('button', { name: t.disconnectConfirm }).click();
    await expect.poll(() => page.getByText(t.empty).isVisible()).toBe(true);
  });
});
