import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { accessibilityProblems, staffLogIn } from '../support/console';
import { en } from '../support/i18n';
import { api, usePlatform } from '../support/platform';
import { tokenOf } from '../support/site';
import { consoleList } from '../support/staff';

const text = en.console;
const INVESTOR = 'investor@demo.test';

/** One CSV line's cells: quoted text (doubled quotes inside) or bare numbers. */
const cellsOf = (line: string) =>
  [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map((m) => (m[1] !== undefined ? m[1].replace(/""/g, '"') : (m[2] ?? '')));

const rowWith = (page: Page, cellText: string) =>
  page.getByRole('row').filter({ has: page.getByRole('gridcell', { name: cellText, exact: true }) });

describe('console: money for staff and the accountant', () => {
  const platform = usePlatform();
  const browser = useBrowser();

  it('staff open a transfer with its entries, see the trial balance balanced and download the journal', { timeout: 120_000 }, async () => {
    // A known movement: the demo investor tops up 123.45 USD through the sandbox checkout.
    const token = await tokenOf(platform, INVESTOR);
    const topUp = await api(platform, 'POST', '/api/v1/wallet/add-wallet-topup', {
      token,
      body: { amount: 123_45, currencyCode: 'USD', paymentType: 'sandbox' },
    });
    const sessionId = (topUp.json!.data as { data: { sessionId: string } }).data.sessionId;
    await api(platform, 'POST', `/api/v1/payments/sandbox/sessions/${sessionId}/complete`, { token, body: { outcome: 'paid' } });
    const [transfer] = await consoleList(platform, 'transactions', { kind: 'wallet_topup' });
    expect(transfer).toMatchObject({ kind: 'wallet_topup', amount: 123_45, currency: 'USD' });
    const transferId = String(transfer!.id);

    // Transactions: the newest transfer first; its page lists the entries with their accounts.
    const page = await browser.page({ acceptDownloads: true });
    await staffLogIn(page, platform.url);
    await page.getByRole('menuitem', { name: en.console.resources.transactions.name_other }).click();
    await expect.poll(() => page.url()).toMatch(/#\/transactions/);
    const row = rowWith(page, transferId);
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    expect(await accessibilityProblems(page)).toEqual([]);
    await row.click();
    await expect.poll(() => page.url()).toMatch(new RegExp(`#/transactions/${transferId}/show$`));
    const entries = page.getByTestId('ledger-entry');
    await expect.poll(() => entries.count(), { timeout: 15_000 }).toBe(2);
    const investorLine = entries.filter({ hasText: INVESTOR });
    expect(await investorLine.textContent()).toContain(text.choices.accountKind.investor_wallet);
    expect(await investorLine.textContent()).toContain('$123.45');
    expect(await entries.filter({ hasText: 'sandbox' }).textContent()).toContain(text.choices.accountKind.gateway_clearing);
    expect(await accessibilityProblems(page)).toEqual([]);

    // Wallets: the investor's USD wallet, found by e-mail, opens the investor's transfers in USD.
    await page.getByRole('menuitem', { name: text.resources.wallets.name_other }).click();
    await page.locator('input[name="q"]').fill(INVESTOR);
    const wallet = page.getByRole('row').filter({ hasText: INVESTOR }).filter({ hasText: 'USD' });
    await expect.poll(() => wallet.count(), { timeout: 15_000 }).toBe(1);
    expect(await accessibilityProblems(page)).toEqual([]);
    await wallet.getByRole('link', { name: text.ledger.openTransfers }).click();
    await expect.poll(() => page.url()).toMatch(/#\/transactions\?/);
    await expect.poll(() => rowWith(page, transferId).count(), { timeout: 15_000 }).toBe(1);

    // Withdrawals: the read-only list opens (the investor side fills it).
    await page.getByRole('menuitem', { name: text.resources.withdrawals.name_other }).click();
    await expect.poll(() => page.getByRole('grid').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await accessibilityProblems(page)).toEqual([]);

    // Trial balance: every currency balanced, debits equal to credits.
    await page.getByRole('menuitem', { name: text.ledger.trialBalance }).click();
    await expect.poll(() => page.url()).toMatch(/#\/trial-balance$/);
    const statuses = page.getByTestId('trial-balance-status');
    await expect.poll(() => statuses.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    for (const status of await statuses.all()) expect(await status.textContent()).toMatch(/^Balanced: debits .+ equal credits .+\.$/);
    const usd = page.getByTestId('trial-balance-USD');
    expect(await usd.getByRole('row').filter({ hasText: text.choices.accountKind.investor_wallet }).count()).toBe(1);
    expect(await accessibilityProblems(page)).toEqual([]);

    // The journal for today: one line per entry, the top-up's among them, summing to zero per currency.
    const today = new Date().toISOString().slice(0, 10);
    await page.getByRole('textbox', { name: text.labels.from, exact: true }).fill(today);
    await page.getByRole('textbox', { name: text.labels.to, exact: true }).fill(today);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text.ledger.downloadJournal }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`journal-${today}-to-${today}.csv`);
    const csv = await readFile((await download.path())!, 'utf8');
    const [header, ...lines] = csv.trim().split('\r\n');
    expect(header).toBe(
      '"transfer_id","date","kind","memo","entry_id","account_id","account_kind","owner_type","owner_id","owner","currency","amount_minor","debit_minor","credit_minor"',
    );
    const cells = lines.map(cellsOf);
    const mine = cells.filter((c) => c[0] === transferId);
    expect(mine.map((c) => [c[6], c[10], Number(c[11])]).sort()).toEqual([
      ['gateway_clearing', 'USD', -123_45],
      ['investor_wallet', 'USD', 123_45],
    ]);
    const sums = new Map<string, number>();
    for (const c of cells) sums.set(c[10]!, (sums.get(c[10]!) ?? 0) + Number(c[11]));
    for (const total of sums.values()) expect(total).toBe(0);
  });
});
