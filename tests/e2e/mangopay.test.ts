import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { accessibilityProblems } from '../support/console';
import { useDatabase } from '../support/database';
import { en } from '../support/i18n';
import { usePlatform } from '../support/platform';
import { hydrated, logInTo } from '../support/site';

const t = en.regional;

/**
 * The regional wallet (MangoPay) as its sandbox twin (test mode, no keys: nothing outside is
 * called): an investor opens it from the header, tops it up on the twin's card page, sees the
 * balance, and adds an IBAN bank account (the form's fields follow the account type).
 */
describe('regional wallet (MangoPay sandbox twin)', () => {
  const platform = usePlatform();
  const browser = useBrowser();
  const db = useDatabase(platform);

  beforeAll(async () => {
    await db.sql`update site_settings set mango_pay_module = true`;
    await db.sql`update payment_gateways set enabled = true, test_mode = true where provider = 'mangopay'`;
    // The API keeps public settings in memory until told they changed (what a console save does).
    await db.sql`select pg_notify('cf_caches', 'e2e public')`;
  });

  it('opens from the header, tops up by the twin checkout, shows the balance, adds an IBAN account', { timeout: 60_000 }, async () => {
    const page = await browser.page();
    await logInTo(page, platform, 'investor@demo.test', '/dashboard');
    await page.locator('summary', { hasText: en.site.header.account }).click();
    const entry = page.locator('details[open]').getByRole('link', { name: en.site.header.dropdown.providerWallet });
    await Promise.all([page.waitForURL(/\/settings\/mango-pay$/), entry.click()]);
    await hydrated(page);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: t.title }).isVisible()).toBe(true);
    expect(await page.getByText(t.twinNotice).isVisible()).toBe(true);
    const balance = () => page.getByTestId('regional-balance').innerText();
    expect(await balance()).toContain('0.00');
    expect(await accessibilityProblems(page)).toEqual([]);

    // The top-up: the twin's card page stands in for MangoPay's; Pay brings the payer to the receipt.
    await page.getByLabel(`${t.topUp.amount} (USD)`).fill('75.50');
    await Promise.all([page.waitForURL(/\/mangopay-topup-pay\//), page.getByRole('button', { name: t.topUp.submit }).click()]);
    expect(await page.getByTestId('checkout-amount').innerText()).toContain('75.50');
    await Promise.all([
      page.waitForURL(/\/mangopay-topup-receipt\?/),
      page.getByRole('button', { name: t.checkout.pay, exact: true }).click(),
    ]);
    await expect.poll(() => page.getByText(t.receipt.succeeded).isVisible()).toBe(true);
    expect(await page.locator('dl').innerText()).toContain('75.50');
    await Promise.all([page.waitForURL(/\/settings\/mango-pay$/), page.getByRole('link', { name: t.receipt.back }).click()]);
    await hydrated(page);
    await expect.poll(balance).toContain('75.50');
    expect(await page.getByTestId('regional-transaction').count()).toBe(1);

    // The bank account: the fields follow the type; the IBAN type's own field is required.
    const type = page.getByLabel(t.bank.type);
    await type.selectOption('US');
    await expect.poll(() => page.getByLabel(t.bank.aba).isVisible()).toBe(true);
    await type.selectOption('IBAN');
    await expect.poll(() => page.getByLabel(t.bank.aba).count()).toBe(0);
    await page.getByLabel(t.bank.ownerName).fill('Ines Investor');
    await page.getByLabel(t.bank.addressLine1).fill('1 rue de la Paix');
    await page.getByLabel(t.bank.city).fill('Paris');
    await page.getByLabel(t.bank.postalCode).fill('75002');
    await page.getByLabel(t.bank.country).fill('FR');
    await page.getByRole('button', { name: t.bank.submit }).click();
    await expect.poll(() => page.getByText(en.validation.required).first().isVisible()).toBe(true);
    await page.getByLabel(t.bank.iban, { exact: true }).fill('FR76 3000 6000 0112 3456 7890 189');
    await page.getByRole('button', { name: t.bank.submit }).click();
    await expect.poll(() => page.getByText(t.bank.added).isVisible()).toBe(true);
    const account = page.getByTestId('regional-bank-account');
    await expect.poll(() => account.count()).toBe(1);
    expect(await account.innerText()).toContain('•••• 0189');
    expect(await account.innerText()).toContain(t.bank.types.IBAN);
    // The payout form now offers it.
    expect(await page.getByLabel(t.payout.bankAccount, { exact: true }).inputValue()).not.toBe('');
  });
});
