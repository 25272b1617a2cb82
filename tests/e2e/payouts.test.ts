import { settleForTest } from '@cf/api/modules/payouts/testing';
import { campaigns, type DatabaseHandle, openDatabase } from '@cf/db';
import { databaseUrl } from '@cf/db/testing';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { accessibilityProblems, openDialog, snackbar, staffLogIn } from '../support/console';
import { useDatabase, userIdOf } from '../support/database';
import { en } from '../support/i18n';
import { api, type Platform, staffCookie, usePlatform } from '../support/platform';
import { hydrated, logInTo, tokenOf } from '../support/site';

const OWNER = 'owner@demo.test';
const INVESTOR = 'investor@demo.test';
const p = en.payouts;

let n = 0;
/** An active USD equity campaign of the demo owner ($25 a share), of the given type. */
async function newCampaign(handle: DatabaseHandle, ownerId: string, campaignType: 'fixed' | 'flexible', status: 0 | 2 = 2) {
  n++;
  const [row] = await handle.db
    .insert(campaigns)
    .values({
      ownerId,
      slug: `payout-e2e-${n}-${Date.now().toString(36)}`,
      investingType: 'equity',
      campaignType,
      status,
      companyName: 'Harbour Lights Limited',
      campaignName: `Harbour Lights ${n}`,
      currencyCode: 'USD',
      goal: 100_000_00,
      minimumRaise: 50_000_00,
      maximumRaise: 100_000_00,
      minimumInvestment: 100_00,
      maximumInvestment: 5_000_00,
      pricePerShare: 25_00,
      availableShares: 4_000,
      closingDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    })
    .returning();
  return row!;
}

/** The demo investor pays `amount` from the wallet (what the invest page does). */
async function investFromWallet(platform: Platform, token: string, campaignId: number, amount: number): Promise<string> {
  const res = await api(platform, 'POST', '/api/v1/process-investment/', {
    token,
    body: {
      campaignId,
      amount,
      paymentType: 'wallet',
      acceptTerms: true,
      acceptRisk: true,
      signature: { type: 'typed', value: 'Ines Investor' },
    },
  });
  expect(res.status, res.text).toBe(201);
  return (res.json!.data as { data: { id: string } }).data.id;
}

/**
 * After the raise: a flexible campaign that succeeded is paid out — the owner asks on the payout
 * tab, staff approve and confirm in the console, the owner sees the net amount and the state and
 * downloads the settlement statement. Then staff refund an investment to a wallet and the
 * investor sees it on /settings/wallet.
 */
describe('payouts and staff refunds', () => {
  const platform = usePlatform();
  const browser = useBrowser();
  const db = useDatabase(platform);
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openDatabase({ url: databaseUrl(platform.database!), poolSize: 2 });
  });
  afterAll(async () => handle?.close());

  it('the owner requests the payout, staff confirm it, the owner sees it and downloads the statement', { timeout: 180_000 }, async () => {
    const ownerId = await userIdOf(db.sql, OWNER);
    await db.sql`insert into kyc_parties (user_id, provider, status) values (${ownerId}, 'sandbox', 'approved')
      on conflict (user_id) do update set status = 'approved'`;
    // The owner's payout account, given while the campaign was a draft (no hold); then it runs and raises 1,000 USD.
    const campaign = await newCampaign(handle, ownerId, 'flexible', 0);
    const ownerToken = await tokenOf(platform, OWNER);
    const account = await api(platform, 'PATCH', `/api/v1/campaigns/campaign/payment-detail/${campaign.id}`, {
      token: ownerToken,
      body: {
        bankName: 'Lakeside Savings Bank',
        accountType: 'checking',
        accountNumber: '987654321',
        confirmAccountNumber: '987654321',
        routingNumber: '021000021',
        tos: true,
        accountHolderName: 'Omar Owner',
      },
    });
    expect(account.status, account.text).toBe(200);
    await db.sql`update campaigns set status = 2 where id = ${campaign.id}`;
    await investFromWallet(platform, await tokenOf(platform, INVESTOR), campaign.id, 1_000_00);
    expect(await settleForTest(handle.db, campaign.id, { feeBps: 1_000 })).toEqual({ raised: 1_000_00, fee: 100_00, net: 900_00 });

    // The owner's payout tab: raised, fee, net; the request.
    const owner = await browser.page({ acceptDownloads: true });
    await logInTo(owner, platform, OWNER, `/campaign-dashboard/${campaign.id}/payout`);
    await hydrated(owner);
    expect(await owner.getByTestId('payout-raised').innerText()).toContain('$1,000.00');
    expect(await owner.getByTestId('payout-fee').innerText()).toContain('$100.00');
    expect(await owner.getByTestId('payout-net').innerText()).toContain('$900.00');
    expect(await owner.getByTestId('payout-account').innerText()).toContain('Omar Owner');
    expect(await accessibilityProblems(owner)).toEqual([]);
    await owner.getByRole('button', { name: new RegExp(`^${p.site.request}`) }).click();
    await expect.poll(() => owner.getByTestId('payout-row').count()).toBe(1);
    expect(await owner.getByTestId('payout-status').innerText()).toContain(p.site.statuses.requested);

    // Staff: the payouts list, the payout, approve, then confirm paid with the bank reference.
    const staff = await browser.page();
    await staffLogIn(staff, platform.url);
    await staff.getByRole('menuitem', { name: p.console.resource.name_other }).click();
    const row = staff.getByRole('row').filter({ hasText: campaign.campaignName! });
    await expect.poll(() => row.count(), { timeout: 15_000 }).toBe(1);
    await row.click();
    await expect.poll(() => staff.url()).toMatch(/#\/payouts\/[0-9a-f-]{36}\/show$/);
    let dialog = await openDialog(staff, p.console.approve, p.console.approveTitle, true);
    await dialog.getByRole('button', { name: p.console.approve, exact: true }).click();
    await expect.poll(() => snackbar(staff, p.console.approved).isVisible()).toBe(true);
    dialog = await openDialog(staff, p.console.confirm, p.console.confirmTitle, true);
    await dialog.getByLabel(p.console.reference).fill('BANK-E2E-1');
    await dialog.getByRole('button', { name: p.console.confirm, exact: true }).click();
    await expect.poll(() => snackbar(staff, p.console.confirmed).isVisible()).toBe(true);
    expect(await accessibilityProblems(staff)).toEqual([]);

    // The owner sees the payout confirmed with its reference, nothing more owed, and downloads the statement.
    await owner.reload();
    await hydrated(owner);
    expect(await owner.getByTestId('payout-status').innerText()).toContain(p.site.statuses.confirmed);
    expect(await owner.getByTestId('payout-row').innerText()).toContain('BANK-E2E-1');
    expect(await owner.getByTestId('payout-net').innerText()).toContain('$900.00');
    expect(await owner.getByTestId('payout-payable').innerText()).toContain('$0.00');
    const [download] = await Promise.all([owner.waitForEvent('download'), owner.getByRole('link', { name: p.site.statement }).click()]);
    expect(download.suggestedFilename()).toBe(`settlement-statement-${campaign.id}.pdf`);
    expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');

    const check = await api(platform, 'GET', '/api/v1/console/ledger/check', { cookie: await staffCookie(platform) });
    expect(check.json).toMatchObject({ balanced: true, negativeBalances: 0 });
  });

  it('staff refund an investment to the investor’s wallet; the investor sees it', { timeout: 120_000 }, async () => {
    const ownerId = await userIdOf(db.sql, OWNER);
    const campaign = await newCampaign(handle, ownerId, 'fixed');
    const investorToken = await tokenOf(platform, INVESTOR);
    const investmentId = await investFromWallet(platform, investorToken, campaign.id, 375_00);

    const staff = await browser.page();
    await staffLogIn(staff, platform.url);
    await staff.goto(`${platform.url}/admin/#/investments/${investmentId}/show`);
    const dialog = await openDialog(staff, p.console.refund.action, p.console.refund.title, true);
    await dialog.getByLabel(p.console.reason).fill('The investor asked to cancel within the cooling-off period');
    await dialog.getByRole('button', { name: p.console.refund.action, exact: true }).click();
    await expect.poll(() => snackbar(staff, p.console.refund.done).isVisible()).toBe(true);

    const investor = await browser.page();
    await logInTo(investor, platform, INVESTOR, '/settings/wallet?currency=USD');
    const line = investor.getByTestId('wallet-transaction').filter({ hasText: en.payments.activity.amountRefunded });
    await expect.poll(() => line.count()).toBe(1);
    expect(await line.innerText()).toContain('$375.00');

    const check = await api(platform, 'GET', '/api/v1/console/ledger/check', { cookie: await staffCookie(platform) });
    expect(check.json).toMatchObject({ balanced: true, negativeBalances: 0 });
  });
});
