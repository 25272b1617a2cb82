import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { accessibilityProblems, staffLogIn } from '../support/console';
import { useDatabase } from '../support/database';
import { en } from '../support/i18n';
import { api, type Platform, usePlatform } from '../support/platform';
import { hydrated, logInTo, tokenOf } from '../support/site';

const t = en.repayments;
const OWNER = 'emma.owner@demo.test';
/** A successful demo debt campaign of Emma's: £800,000 lent by the demo backers at 8%, paid quarterly. */
const SLUG = 'riverside-lofts-manchester';

/** Tops up a wallet in GBP through the sandbox checkout's API (what its Pay button does). */
async function fundWallet(platform: Platform, token: string, amount: number) {
  const topUp = await api(platform, 'POST', '/api/v1/wallet/add-wallet-topup', {
    token,
    body: { amount, currencyCode: 'GBP', paymentType: 'sandbox' },
  });
  expect(topUp.status, topUp.text).toBe(201);
  const sessionId = (topUp.json!.data as { data: { sessionId: string } }).data.sessionId;
  await api(platform, 'POST', `/api/v1/payments/sandbox/sessions/${sessionId}/complete`, { token, body: { outcome: 'paid' } });
}

describe('repayments', () => {
  const platform = usePlatform();
  const browser = useBrowser();
  const db = useDatabase(platform);

  /** Every investor's GBP wallet balance (0 for a wallet never opened). */
  async function walletsOf(campaignId: number) {
    const rows = await db.sql<{ userId: string; balance: string }[]>`
      select i.investor_id as "userId", coalesce(a.balance, 0) as balance
      from (select distinct investor_id from investments where campaign_id = ${campaignId} and status = 'success') i
      left join ledger_accounts a on a.user_id = i.investor_id and a.kind = 'investor_wallet' and a.currency = 'GBP'`;
    return new Map(rows.map((r) => [r.userId, Number(r.balance)]));
  }

  async function allocationsOf(repaymentId: string) {
    return db.sql<
      { userId: string; amount: string }[]
    >`select user_id as "userId", amount from repayment_allocations where repayment_id = ${repaymentId}`;
  }

  async function ledgerBalanced() {
    const [row] = await db.sql<
      { off: string }[]
    >`select count(*) as off from (select transfer_id from ledger_entries group by transfer_id, currency having sum(amount) <> 0) x`;
    return Number(row!.off) === 0;
  }

  it('an owner repays a debt instalment from the dashboard: each investor’s wallet shows their share', { timeout: 180_000 }, async () => {
    const [campaign] = await db.sql<{ id: number }[]>`select id from campaigns where slug = ${SLUG}`;
    const id = campaign!.id;
    // 8% a year paid quarterly on £800,000: £16,000 an instalment.
    await fundWallet(platform, await tokenOf(platform, OWNER), 20_000_00);
    const before = await walletsOf(id);
    expect(before.size).toBeGreaterThan(1);

    const page = await browser.page();
    await logInTo(page, platform, OWNER, `/campaign-dashboard/${id}`);
    await Promise.all([page.waitForURL(/\/campaign-dashboard\/repayment\//), page.getByRole('link', { name: t.dashboard.link }).click()]);
    await hydrated(page);
    expect(await page.getByTestId('repayment-row').count()).toBe(0);
    await page.getByRole('button', { name: t.page.generate }).click();
    await expect.poll(() => page.getByTestId('repayment-row').count(), { timeout: 15_000 }).toBeGreaterThan(1);
    expect(await page.getByTestId('repayment-row').first().innerText()).toContain('£16,000.00');
    expect(await accessibilityProblems(page)).toEqual([]);

    await Promise.all([page.waitForURL(/\/campaign-dashboard\/payment\//), page.getByRole('link', { name: `${t.page.pay} 1` }).click()]);
    await hydrated(page);
    expect(await page.getByTestId('wallet-balance').innerText()).toContain('£20,000.00');
    await page.getByLabel(t.routes.wallet).check();
    expect(await accessibilityProblems(page)).toEqual([]);
    await Promise.all([
      page.waitForURL(/\/campaign-dashboard\/receipt\//),
      page.getByRole('button', { name: t.payment.submit.replace('{{amount}}', '£16,000.00') }).click(),
    ]);
    await expect.poll(() => page.getByTestId('repayment-paid').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(t.receipt.title);
    expect(await page.getByTestId('allocation').count()).toBe(before.size);
    expect(await accessibilityProblems(page)).toEqual([]);

    // Every investor's wallet went up by exactly their allocation; the allocations make the instalment.
    const repaymentId = page.url().split('/').pop()!;
    const allocations = await allocationsOf(repaymentId);
    const after = await walletsOf(id);
    expect(allocations.reduce((a, x) => a + Number(x.amount), 0)).toBe(16_000_00);
    for (const a of allocations) expect(after.get(a.userId)! - before.get(a.userId)!).toBe(Number(a.amount));
    expect(await ledgerBalanced()).toBe(true);

    // An investor sees the line in the wallet and their repayments on the campaign page.
    const [investor] = await db.sql<{ email: string }[]>`select email from users where id = ${allocations[0]!.userId}`;
    const investorPage = await browser.page();
    await logInTo(investorPage, platform, investor!.email, '/settings/wallet?currency=GBP');
    await expect.poll(() => investorPage.getByText(en.payments.activity.distributionCredited).first().isVisible()).toBe(true);
    await investorPage.goto(`${platform.url}/campaign-detail-page/${SLUG}`);
    await expect.poll(() => investorPage.getByTestId('my-repayments').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await investorPage.getByTestId('repayment-calculator').isVisible()).toBe(true);
    expect(await accessibilityProblems(investorPage)).toEqual([]);
  });

  it('staff credit a distribution received offline in the console', { timeout: 120_000 }, async () => {
    const [campaign] = await db.sql<{ id: number }[]>`select id from campaigns where slug = ${SLUG}`;
    const before = await walletsOf(campaign!.id);
    const page = await browser.page();
    await staffLogIn(page, platform.url);
    await page.getByRole('menuitem', { name: t.console.resource.name_other }).click();
    await expect.poll(() => page.url()).toMatch(/#\/repayments/);
    await page.getByRole('link', { name: t.console.credit }).click();
    await expect.poll(() => page.url()).toMatch(/#\/repayments\/create/);
    await expect.poll(() => page.getByText(t.console.createHelp).isVisible(), { timeout: 15_000 }).toBe(true);
    await page.getByRole('combobox', { name: t.console.resource.fields.campaignId }).fill('Riverside');
    await page.getByRole('option', { name: /Riverside Lofts/ }).click();
    // Staff type the amount in pounds, as on a bank statement; the help names the campaign's currency.
    const amount = page.getByLabel(t.console.resource.fields.amount);
    const amountHelp = t.console.amountHelp.replace('{{currency}}', 'GBP').replace('{{example}}', '1250.50');
    await expect.poll(() => page.getByText(amountHelp).isVisible()).toBe(true);
    const formText = await page.locator('form').innerText();
    expect(formText).not.toMatch(/minor units|cents/i);
    await page.getByLabel(t.console.resource.fields.dueDate).fill('2027-03-01');
    await page.getByLabel(t.console.resource.fields.description).fill('Sale of two apartments');

    // A decimal comma (read as grouping it would be 100 times too much), letters, a third decimal and a
    // negative amount are refused before anything is sent; grouping in threes is accepted (below).
    const invalid = t.console.amountInvalid.replace('{{example}}', '1250.50').replace('{{decimals}}', '2');
    for (const typed of ['1250,50', '12a', '1250.505', '-1250.50']) {
      await amount.fill('1250.50');
      await expect.poll(() => page.getByText(invalid).isVisible()).toBe(false);
      await amount.fill(typed);
      await page.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => page.getByText(invalid).isVisible()).toBe(true);
      expect(page.url()).toMatch(/#\/repayments\/create/);
    }
    const [unsent] = await db.sql<
      { count: number }[]
    >`select count(*)::int as count from repayments where description = 'Sale of two apartments'`;
    expect(unsent!.count).toBe(0);

    await amount.fill('1,250.50');
    await expect.poll(() => page.getByText(invalid).isVisible()).toBe(false);
    // The refused saves' notice fades out: colours read mid-fade are not the page's.
    await expect.poll(() => page.locator('.MuiSnackbar-root').count(), { timeout: 15_000 }).toBe(0);
    expect(await accessibilityProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.url(), { timeout: 15_000 }).toMatch(/#\/repayments\/[0-9a-f-]{36}\/show/);
    await expect.poll(() => page.getByText(t.statuses.paid, { exact: true }).isVisible()).toBe(true);

    const repaymentId = /repayments\/([0-9a-f-]{36})\/show/.exec(page.url())![1]!;
    const allocations = await allocationsOf(repaymentId);
    // 1250.50 pounds typed: 125 050 pence sent, split between the investors.
    const [created] = await db.sql<{ amount: string }[]>`select amount from repayments where id = ${repaymentId}`;
    expect(Number(created!.amount)).toBe(125_050);
    expect(allocations.reduce((a, x) => a + Number(x.amount), 0)).toBe(125_050);
    const after = await walletsOf(campaign!.id);
    for (const a of allocations) expect(after.get(a.userId)! - before.get(a.userId)!).toBe(Number(a.amount));
    const [audit] = await db.sql<
      { action: string }[]
    >`select action from audit_log where resource = 'repayments' and record_id = ${repaymentId}`;
    expect(audit?.action).toBe('credit-distribution');
    expect(await ledgerBalanced()).toBe(true);
  });
});
