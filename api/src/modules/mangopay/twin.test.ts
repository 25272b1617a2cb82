import { investments, mangopayTwinWallets, siteSettings } from '@cf/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser, useStaff, useTestApp } from '../../../test/app';
import { equityCampaign, invest, readyInvestor } from '../../../test/money';
import { runCloseCampaigns } from '../../jobs/close-campaigns';
import { checkLedger } from '../ledger/index';
import { paymentRoutes } from '../payment-gateways/index';
import { closedYesterday } from '../settlement/testing';
import { clearingOf, deliverHook, enableRegional, mirrorOf, regionalCaller, startTopUp, VALID_BANK_ACCOUNTS } from './testing';

// No MangoPay keys anywhere and its address unreachable: the route runs as its sandbox twin.
const ctx = useTestApp();
const staff = useStaff(ctx);
const db = () => ctx.handle.db;
const call = regionalCaller(ctx);

beforeAll(async () => enableRegional(ctx, staff.client));

const dataOf = <T>(res: { statusCode: number; body: string; json(): unknown }) => {
  expect(res.statusCode, res.body).toBeLessThan(300);
  return (res.json() as { data: { data: T } }).data.data;
};
const twinBalance = async (walletId: string) =>
  (await db().select().from(mangopayTwinWallets).where(eq(mangopayTwinWallets.id, walletId)))[0]!.balance;

/** A top-up paid on the twin's card page (its Pay button), as the browser does it. */
async function twinTopUp(token: string, amount: number, outcome: 'paid' | 'failed' = 'paid') {
  const topUp = await startTopUp(ctx, token, amount);
  const done = await call('POST', `/twin/pay-ins/${topUp.payInId}/complete`, token, { outcome });
  return { topUp, done: dataOf<{ status: string; returnUrl: string }>(done) };
}

describe('the regional wallet as its sandbox twin (test mode, no keys: nothing outside is called)', () => {
  afterEach(async () => {
    expect(await checkLedger(db())).toMatchObject({ balanced: true, negativeBalances: 0 });
  });

  it('tops up on the twin’s own card page, credited once; another user cannot see or pay it', async () => {
    const user = await createUser(ctx, { userType: 'investor' });
    const wallet = dataOf<{ walletId: string; twin: boolean }>(await call('GET', '/wallet-detail', user.token));
    expect(wallet).toMatchObject({ twin: true, walletId: expect.stringMatching(/^tw_/) });

    const topUp = await startTopUp(ctx, user.token, 120_00);
    expect(topUp.redirectUrl).toBe(`${ctx.app.config.publicUrl}/mangopay-topup-pay/${topUp.payInId}`);
    expect(dataOf(await call('GET', `/twin/pay-ins/${topUp.payInId}`, user.token))).toMatchObject({
      amount: 120_00,
      currencyCode: 'USD',
      status: 'CREATED',
      topUpId: topUp.id,
    });
    const stranger = await createUser(ctx);
    expect((await call('GET', `/twin/pay-ins/${topUp.payInId}`, stranger.token)).statusCode).toBe(404);
    expect((await call('POST', `/twin/pay-ins/${topUp.payInId}/complete`, stranger.token, { outcome: 'paid' })).statusCode).toBe(404);

    const paid = dataOf<{ status: string; returnUrl: string }>(
      await call('POST', `/twin/pay-ins/${topUp.payInId}/complete`, user.token, { outcome: 'paid' }),
    );
    expect(paid.status).toBe('succeeded');
    expect(paid.returnUrl).toBe(`${ctx.app.config.publicUrl}/mangopay-topup-receipt?topUpId=${topUp.id}&transactionId=${topUp.payInId}`);
    // The page's button again, the return's check, a hook: nothing more.
    await call('POST', `/twin/pay-ins/${topUp.payInId}/complete`, user.token, { outcome: 'paid' });
    expect(dataOf<{ status: string }>(await call('GET', `/check-payment-session/${topUp.payInId}`, user.token)).status).toBe('succeeded');
    expect((await deliverHook(ctx, 'PAYIN_NORMAL_SUCCEEDED', topUp.payInId)).statusCode).toBe(200);
    expect(await mirrorOf(ctx, user.id)).toBe(120_00);
    expect(await twinBalance(wallet.walletId)).toBe(120_00);
    expect(dataOf<{ balance: number; mirroredBalance: number }>(await call('GET', '/wallet-detail', user.token))).toMatchObject({
      balance: 120_00,
      mirroredBalance: 120_00,
    });

    const failed = await twinTopUp(user.token, 30_00, 'failed');
    expect(failed.done.status).toBe('failed');
    expect(await mirrorOf(ctx, user.id)).toBe(120_00);
    expect((await deliverHook(ctx, 'PAYIN_NORMAL_SUCCEEDED', 'tw_000000000000')).statusCode).toBe(404);
  });

  it('adds a bank account, pays out at once, lists the transactions', async () => {
    const user = await createUser(ctx, { userType: 'investor' });
    await twinTopUp(user.token, 80_00);
    const bank = dataOf<{ id: string; number: string }>(await call('POST', '/linked-bank-account', user.token, VALID_BANK_ACCOUNTS.IBAN));
    expect(bank.number).toBe('•••• 0189');
    const other = await createUser(ctx);
    expect((await call('POST', '/deactivate-bank-account', other.token, { bankAccountId: bank.id })).statusCode).toBe(404);

    const payout = dataOf<{ status: string }>(await call('POST', '/process-payout', user.token, { bankAccountId: bank.id, amount: 50_00 }));
    expect(payout.status).toBe('succeeded');
    expect(await mirrorOf(ctx, user.id)).toBe(30_00);
    expect((await call('POST', '/process-payout', user.token, { bankAccountId: bank.id, amount: 30_01 })).statusCode).toBe(409);

    const list = await call('GET', '/wallet-transaction-list', user.token);
    expect(list.json().data).toMatchObject({ total: 2, page: 1, limit: 10 });
    expect(list.json().data.data.map((t: { type: string; entryType: string }) => `${t.type}:${t.entryType}`)).toEqual([
      'PAYOUT:DEBIT',
      'PAYIN:CREDIT',
    ]);
    expect(dataOf<unknown[]>(await call('GET', '/get-authorized-countries', user.token)).length).toBeGreaterThan(5);
  });

  it('invests from the twin wallet and refunds it when the campaign fails', async () => {
    await db().update(siteSettings).set({ walletModule: false });
    try {
      const { campaign } = await equityCampaign(ctx, { campaignType: 'fixed', goal: 5_000_00, minimumRaise: 4_000_00 });
      const investor = await readyInvestor(ctx);
      await twinTopUp(investor.token, 300_00);
      expect((await invest(ctx, investor.token, { campaignId: campaign.id, amount: 400_00, paymentType: 'mangopay' })).statusCode).toBe(
        409,
      );
      const res = await invest(ctx, investor.token, { campaignId: campaign.id, amount: 250_00, paymentType: 'mangopay' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.data.status).toBe('success');
      expect(await mirrorOf(ctx, investor.id)).toBe(50_00);

      await closedYesterday(db(), campaign.id);
      await runCloseCampaigns(ctx.app);
      const [row] = await db().select().from(investments).where(eq(investments.id, res.json().data.data.id));
      expect(row!.status).toBe('refunded');
      expect(await mirrorOf(ctx, investor.id)).toBe(300_00);
      const wallet = dataOf<{ balance: number }>(await call('GET', '/wallet-detail', investor.token));
      expect(wallet.balance).toBe(300_00);
    } finally {
      await db().update(siteSettings).set({ walletModule: true });
    }
  });

  it('reconciles with what the twin settled', async () => {
    const settled = await paymentRoutes(ctx.app.config).settledOf(
      db(),
      'mangopay',
      new Date(Date.now() - 3_600_000),
      new Date(Date.now() + 60_000),
    );
    expect(settled!.reduce((sum, t) => sum + t.amount, 0)).toBe(-(await clearingOf(ctx)));
  });
});
