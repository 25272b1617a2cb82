import {
  campaignOffers,
  campaigns,
  complianceSettings,
  investments,
  ledgerTransfers,
  notifications,
  paymentSessions,
  siteSettings,
} from '@cf/db';
import { ConflictError } from '@cf/domain';
import { and, count, eq, inArray, like } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { outboxFor } from '../../../test/accounts';
import { apiCaller, bearer, nextIp, useStaff, useTestApp } from '../../../test/app';
import { equityCampaign, fundWallet, invest, readyInvestor } from '../../../test/money';
import { balanceOf, checkLedger } from '../ledger/index';
import { enableRegional, mirrorOf, regionalCaller } from '../mangopay/testing';
import { paymentRoutes } from '../payment-gateways/index';
import { campaignWithInvestors, transferByKey } from '../settlement/testing';
import { investmentKeys } from './keys';
import { paidByMangopay, paidBySandbox, recordingRefunds } from './refund-testing';
import { endOfDayIn, withdrawableUntil, withdrawInvestment } from './withdraw';

const ctx = useTestApp();
const staff = useStaff(ctx);
const db = () => ctx.handle.db;
const call = apiCaller(ctx);

const wallet = (userId: string) => balanceOf(db(), { kind: 'investor_wallet', currency: 'USD', userId });
const escrow = (campaignId: number) => balanceOf(db(), { kind: 'campaign_escrow', currency: 'USD', campaignId });
const campaignRow = async (id: number) => (await db().select().from(campaigns).where(eq(campaigns.id, id)))[0]!;
const offerRow = async (id: number) => (await db().select().from(campaignOffers).where(eq(campaignOffers.campaignId, id)))[0]!;
const statusOf = async (id: string) => (await db().select().from(investments).where(eq(investments.id, id)))[0]!.status;
const withdrawals = async (id: string) =>
  (
    await db()
      .select({ n: count() })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, investmentKeys.withdrawal(id)))
  )[0]!.n;
const withdraw = (id: string, token: string, key?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/my-investment/${id}/withdraw`,
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    remoteAddress: nextIp(),
  });
const setRegime = (values: Partial<typeof complianceSettings.$inferInsert>) =>
  db()
    .insert(complianceSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: complianceSettings.id, set: values });

async function invested(campaignId: number, investor: { id: string; token: string }, amount: number) {
  await fundWallet(ctx, investor.id, amount);
  const res = await invest(ctx, investor.token, { campaignId, amount });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.data.id as string;
}

const tooLate = /^Investments in this campaign could be withdrawn until .+\.$/;

describe('an investor withdraws a paid investment before the close', () => {
  afterEach(async () => {
    expect(await checkLedger(db())).toMatchObject({ balanced: true, negativeBalances: 0 });
    await setRegime({ jurisdiction: 'none', cancelHoursBeforeClose: 48, regCfCancelHours: 48 });
    await db().update(siteSettings).set({ timezone: 'UTC', walletModule: true });
  });

  it('refunds the wallet exactly once, puts the shares back on offer and the campaign’s figures back', async () => {
    const { campaign } = await equityCampaign(ctx);
    const [one, two] = [await readyInvestor(ctx), await readyInvestor(ctx)];
    const id = await invested(campaign.id, one, 250_00);
    await invested(campaign.id, two, 500_00);
    expect(await campaignRow(campaign.id)).toMatchObject({ raisedAmount: 750_00, investorCount: 2 });
    const before = await offerRow(campaign.id);
    expect(await wallet(one.id)).toBe(0);

    const detail = async () => (await call('GET', `/my-investment/${id}`, one.token)).json().data.data;
    const { closingDate } = await campaignRow(campaign.id);
    expect((await detail()).withdrawableUntil).toBe(withdrawableUntil(closingDate, 'UTC', 48)!.toISOString());

    const res = await withdraw(id, one.token, 'withdraw-1');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.data).toEqual({ id, status: 'refunded', refundedAmount: 250_00, currencyCode: 'USD' });
    expect(await wallet(one.id)).toBe(250_00);
    expect(await escrow(campaign.id)).toBe(500_00);
    expect(await statusOf(id)).toBe('refunded');
    expect(await campaignRow(campaign.id)).toMatchObject({ raisedAmount: 500_00, investorCount: 1 });
    const after = await offerRow(campaign.id);
    expect(after.sharesSold).toBe(before.sharesSold - 10);
    expect(after).toMatchObject({ sharesHeld: before.sharesHeld, amountHeld: before.amountHeld });

    // The investor is told (in-app and by e-mail) and so is the owner, with the amount.
    const told = await db()
      .select()
      .from(notifications)
      .where(inArray(notifications.userId, [one.id, campaign.ownerId]));
    expect(told.find((n) => n.messageKey === 'payouts.notify.investmentWithdrawn')?.link).toBe('/settings/wallet?currency=USD');
    expect(told.map((n) => [n.userId, n.messageKey, n.params])).toEqual(
      expect.arrayContaining([
        [one.id, 'payouts.notify.investmentWithdrawn', expect.objectContaining({ amount: '$250.00' })],
        [campaign.ownerId, 'payouts.notify.investorWithdrew', expect.objectContaining({ amount: '$250.00' })],
      ]),
    );
    expect((await outboxFor(ctx, one.email))[0]?.subject).toMatch(/^Your investment in .+ was withdrawn$/);

    // A retry with the same key replays the first answer; a new call is refused: no money moves.
    const replay = await withdraw(id, one.token, 'withdraw-1');
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toBe(res.body);
    const again = await withdraw(id, one.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a confirmed investment can be withdrawn.');
    expect(await wallet(one.id)).toBe(250_00);
    expect(await withdrawals(id)).toBe(1);
    expect(await campaignRow(campaign.id)).toMatchObject({ raisedAmount: 500_00, investorCount: 1 });
    // The page no longer offers it, and its history shows the money going back.
    const after2 = await detail();
    expect(after2).toMatchObject({ status: 'refunded', withdrawableUntil: null });
    expect(after2.history.at(-1)).toMatchObject({ kind: 'wallet_refund', amount: -250_00 });
  });

  it('10 concurrent withdrawals of one investment refund it once', async () => {
    const { campaign } = await equityCampaign(ctx);
    const investor = await readyInvestor(ctx);
    const id = await invested(campaign.id, investor, 300_00);
    const answers = await Promise.all(Array.from({ length: 10 }, () => withdraw(id, investor.token)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    expect(await wallet(investor.id)).toBe(300_00);
    expect(await withdrawals(id)).toBe(1);
    expect(await campaignRow(campaign.id)).toMatchObject({ raisedAmount: 0, investorCount: 0 });
  });

  it('is refused for another investor (404), an unpaid investment and a closed campaign (409)', async () => {
    const { campaign } = await equityCampaign(ctx, { campaignType: 'flexible' });
    const [investor, other] = [await readyInvestor(ctx), await readyInvestor(ctx)];
    const id = await invested(campaign.id, investor, 300_00);
    expect((await withdraw(id, other.token)).statusCode).toBe(404);
    expect((await call('POST', `/my-investment/${id}/withdraw`)).statusCode).toBe(401);

    const pending = (await invest(ctx, investor.token, { campaignId: campaign.id, amount: 200_00, paymentType: 'offline' })).json().data
      .data.id as string;
    const unpaid = await withdraw(pending, investor.token);
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe('Only a confirmed investment can be withdrawn.');

    await db().update(campaigns).set({ status: 4 }).where(eq(campaigns.id, campaign.id));
    const closed = await withdraw(id, investor.token);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe('This campaign is no longer open: the investment cannot be withdrawn.');
    expect(await wallet(investor.id)).toBe(0);
    expect(await statusOf(id)).toBe('success');
  });

  it('stops N hours before the end of the closing day in the site’s time zone, to the millisecond', async () => {
    await db().update(siteSettings).set({ timezone: 'Asia/Kolkata' });
    // 2026-12-10 ends at 2026-12-10T18:30Z in Kolkata (UTC+5:30); 48 hours earlier is 12-08T18:30Z.
    expect(endOfDayIn('2026-12-10', 'Asia/Kolkata').toISOString()).toBe('2026-12-10T18:30:00.000Z');
    expect(withdrawableUntil('2026-12-10', 'Asia/Kolkata', 48)!.toISOString()).toBe('2026-12-08T18:30:00.000Z');
    // Across a daylight-saving change (New York leaves DST on 2026-11-01).
    expect(endOfDayIn('2026-10-31', 'America/New_York').toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(endOfDayIn('2026-11-01', 'America/New_York').toISOString()).toBe('2026-11-02T05:00:00.000Z');

    const { campaign } = await equityCampaign(ctx, { closingDate: '2099-12-10' });
    const investor = await readyInvestor(ctx);
    const id = await invested(campaign.id, investor, 300_00);
    const boundary = new Date('2099-12-08T18:30:00.000Z');
    const at = (now: Date) =>
      db().transaction((tx) =>
        withdrawInvestment(tx, { notices: null, payments: paymentRoutes(ctx.app.config) }, { id: investor.id, lang: 'fr' }, id, now),
      );
    const refusal = await at(boundary).catch((e: unknown) => e);
    expect(refusal).toBeInstanceOf(ConflictError);
    expect(refusal).toMatchObject({ messageKey: 'withdrawal.errors.tooLate' });
    // The deadline is named in the investor's language and the site's time zone (00:00 on 9 December in Kolkata).
    expect(JSON.stringify(refusal)).toMatch(/9 décembre 2099.*00:00/);
    expect(await statusOf(id)).toBe('success');
    await at(new Date(boundary.getTime() - 1));
    expect(await statusOf(id)).toBe('refunded');
    expect(await wallet(investor.id)).toBe(300_00);
  });

  it('answers 409 naming the deadline once the window has passed', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const { campaign } = await equityCampaign(ctx, { closingDate: today });
    const investor = await readyInvestor(ctx);
    const id = await invested(campaign.id, investor, 300_00);
    const res = await withdraw(id, investor.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(tooLate);
    expect(await wallet(investor.id)).toBe(0);
  });

  it('uses the Reg CF figure under us-reg-cf and the operator’s otherwise', async () => {
    const closing = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const { campaign } = await equityCampaign(ctx, { closingDate: closing });
    const investor = await readyInvestor(ctx);
    const id = await invested(campaign.id, investor, 300_00);
    // 20 days before the close under no regime: too late; Reg CF's 48 hours: still open.
    await setRegime({ jurisdiction: 'none', cancelHoursBeforeClose: 20 * 24, regCfCancelHours: 48 });
    expect((await withdraw(id, investor.token)).json().message).toMatch(tooLate);
    await setRegime({ jurisdiction: 'us-reg-cf' });
    const res = await withdraw(id, investor.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(await wallet(investor.id)).toBe(300_00);
  });
});

describe('a withdrawal gives the money back the way it came, as a settlement refund does', () => {
  afterEach(async () => {
    await db().update(siteSettings).set({ walletModule: true });
    expect(await checkLedger(db())).toMatchObject({ balanced: true, negativeBalances: 0 });
  });

  const linkOf = async (userId: string) =>
    (
      await db()
        .select({ key: notifications.messageKey, link: notifications.link })
        .from(notifications)
        .where(and(eq(notifications.userId, userId), like(notifications.messageKey, 'payouts.notify.investmentWithdrawn%')))
    ).map((n) => `${n.key} ${n.link}`);

  it('without the wallet module, refunds a card payment through its provider, once; the provider’s fee is the platform’s cost', async () => {
    const { campaign } = await equityCampaign(ctx);
    const investor = await readyInvestor(ctx);
    const id = await paidBySandbox(ctx, investor, campaign.id, 300_00);
    // What the provider kept of the card payment (the sandbox charges none; a card provider would).
    await db().update(investments).set({ gatewayFee: 9_00 }).where(eq(investments.id, id));
    await db().update(siteSettings).set({ walletModule: false });
    const [session] = await db()
      .select({ providerRef: paymentSessions.providerRef })
      .from(paymentSessions)
      .innerJoin(investments, eq(investments.sessionId, paymentSessions.id))
      .where(eq(investments.id, id));

    const recorded = recordingRefunds(paymentRoutes(ctx.app.config));
    const answer = await db().transaction((tx) =>
      withdrawInvestment(tx, { notices: ctx.app, payments: recorded.routes }, { id: investor.id, lang: 'en' }, id),
    );
    expect(answer).toEqual({ id, status: 'refunded', refundedAmount: 300_00, currencyCode: 'USD' });
    // The provider is asked once, under the withdrawal's key: a retry after a crash is not a second refund.
    expect(recorded.asked).toEqual([
      {
        provider: 'sandbox',
        providerRef: session!.providerRef,
        amount: 300_00,
        currency: 'USD',
        idempotencyKey: investmentKeys.withdrawal(id),
      },
    ]);
    expect(await transferByKey(db(), investmentKeys.withdrawal(id))).toEqual({
      kind: 'investment_refund',
      entries: { campaign_escrow: -300_00, 'gateway_clearing:sandbox': 300_00 - 9_00, platform_costs: 9_00 },
    });
    expect(await wallet(investor.id)).toBe(0);
    expect(await escrow(campaign.id)).toBe(0);
    expect(await statusOf(id)).toBe('refunded');
    expect(await campaignRow(campaign.id)).toMatchObject({ raisedAmount: 0, investorCount: 0 });
    // The investor is sent to the investment's page, not to a wallet the money never reached.
    expect(await linkOf(investor.id)).toEqual([`payouts.notify.investmentWithdrawnToSource /investments/${id}`]);

    expect((await withdraw(id, investor.token)).statusCode).toBe(409);
    expect(await withdrawals(id)).toBe(1);
  });

  it('without the wallet module, an offline payment goes back by a bank transfer staff send', async () => {
    const { campaign, investors } = await campaignWithInvestors(ctx, staff.client, { campaignType: 'flexible', minimumRaise: 100_00 }, [
      { amount: 400_00, paymentType: 'offline' },
    ]);
    const byBank = investors[0]!;
    await db().update(siteSettings).set({ walletModule: false });
    const res = await withdraw(byBank.investmentId, byBank.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(await transferByKey(db(), investmentKeys.withdrawal(byBank.investmentId))).toEqual({
      kind: 'investment_refund',
      entries: { campaign_escrow: -400_00, 'gateway_clearing:offline': 400_00 },
    });
    expect(await wallet(byBank.id)).toBe(0);
    expect(await escrow(campaign.id)).toBe(0);
  });

  it('refunds a MangoPay payment to the investor’s MangoPay wallet, not the platform wallet, even with the wallet module on', async () => {
    await enableRegional(ctx, staff.client);
    const { campaign } = await equityCampaign(ctx);
    const investor = await readyInvestor(ctx);
    const id = await paidByMangopay(ctx, investor, campaign.id, 250_00, 400_00);
    expect(await mirrorOf(ctx, investor.id)).toBe(150_00);

    const res = await withdraw(id, investor.token, 'withdraw-mangopay');
    expect(res.statusCode, res.body).toBe(200);
    expect(await transferByKey(db(), investmentKeys.withdrawal(id))).toEqual({
      kind: 'investment_refund',
      entries: { campaign_escrow: -250_00, regional_wallet: 250_00 },
    });
    expect(await wallet(investor.id)).toBe(0);
    expect(await mirrorOf(ctx, investor.id)).toBe(400_00);
    // MangoPay (its twin) holds the money again: the mirror and the wallet agree.
    const detail = await regionalCaller(ctx)('GET', '/wallet-detail', investor.token);
    expect(detail.json().data.data).toMatchObject({ balance: 400_00, mirroredBalance: 400_00 });
    expect(await escrow(campaign.id)).toBe(0);
    expect(await linkOf(investor.id)).toEqual([`payouts.notify.investmentWithdrawnToSource /investments/${id}`]);

    // A retry with the key replays; a new call is refused: MangoPay is not asked twice.
    expect((await withdraw(id, investor.token, 'withdraw-mangopay')).body).toBe(res.body);
    expect((await withdraw(id, investor.token)).statusCode).toBe(409);
    expect(await mirrorOf(ctx, investor.id)).toBe(400_00);
    expect(await withdrawals(id)).toBe(1);
  });
});
