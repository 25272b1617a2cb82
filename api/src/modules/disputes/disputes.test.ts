import { kycParties, paymentSessions, users } from '@cf/db';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { apiCaller, bearer, createUser, nextIp, useStaff, useTestApp } from '../../../test/app';
import { equityCampaign, invest } from '../../../test/money';
import { balanceOf, checkLedger } from '../ledger/index';
import { payableOwner, settleForTest } from '../payouts/testing';
import { completeSandbox } from '../settlement/testing';
import { type DisputeRecord, lockDispute, recordDispute, settleOutcome, writeOffDispute } from './index';
import { campaignCounters, disputeNotes, disputeRow, entriesByAccount, investmentRow, sandboxInvestment, transferKinds } from './testing';

const ctx = useTestApp();
const staff = useStaff(ctx);
const db = () => ctx.handle.db;
const call = apiCaller(ctx);
const notices = () => ({ mailer: ctx.app.mailer, realtime: ctx.app.realtime });

/** A sandbox chargeback (the route's provider decides the clearing account), recorded as a webhook would. */
const open = (sessionId: string, amount: number, more: Partial<DisputeRecord> = {}) =>
  db().transaction((tx) =>
    recordDispute(tx, notices(), {
      provider: 'sandbox',
      providerRef: `dp_${randomUUID()}`,
      kind: 'chargeback',
      sessionId,
      amount,
      currency: 'USD',
      reason: 'fraudulent',
      evidenceDueBy: new Date(Date.now() + 5 * 86_400_000),
      ...more,
    }),
  );
const decide = (id: string, outcome: 'won' | 'lost') =>
  db().transaction(async (tx) => (await settleOutcome(tx, notices(), await lockDispute(tx, id), outcome)).changed);
const wallet = (userId: string) => balanceOf(db(), { kind: 'investor_wallet', currency: 'USD', userId });
const receivable = (campaignId: number) => balanceOf(db(), { kind: 'owner_receivable', currency: 'USD', campaignId });
const payable = (campaignId: number) => balanceOf(db(), { kind: 'owner_payable', currency: 'USD', campaignId });
const escrow = (campaignId: number) => balanceOf(db(), { kind: 'campaign_escrow', currency: 'USD', campaignId });
const requestPayout = (token: string, campaignId: number) => call('POST', `/campaigns/equities/${campaignId}/request-payout`, token, {});

describe('disputes: where the money comes from, and each outcome', () => {
  afterEach(async () => {
    const check = await checkLedger(db());
    expect(check, JSON.stringify(check)).toMatchObject({ balanced: true, negativeBalances: 0, unbalancedTransfers: 0, driftedAccounts: 0 });
  });

  it('an investment still in escrow is reversed in one transfer; the same case twice changes nothing; won credits the wallet', async () => {
    const first = await sandboxInvestment(ctx, 250_00);
    const second = await sandboxInvestment(ctx, 100_00, first.campaignId);
    expect(await campaignCounters(ctx, first.campaignId)).toEqual({ raised: 350_00, investors: 2, sold: 14 });

    const providerRef = `dp_${randomUUID()}`;
    const opened = await open(first.sessionId, 250_00, { providerRef });
    expect(opened.changed).toBe(true);
    const row = await disputeRow(ctx, opened.id);
    expect(row).toMatchObject({ status: 'open', source: 'escrow', investmentId: first.investment.id, owed: 0, amount: 250_00 });
    expect(row.transferIds).toHaveLength(1);
    expect(await transferKinds(ctx, row.transferIds)).toEqual(['dispute']);
    expect(await entriesByAccount(ctx, row.transferIds)).toEqual({ campaign_escrow: -250_00, 'gateway_clearing:sandbox': 250_00 });
    // The investment left the campaign: counters in step with the escrow.
    expect(await investmentRow(ctx, first.investment.id)).toMatchObject({ status: 'fail' });
    expect(await campaignCounters(ctx, first.campaignId)).toEqual({ raised: 100_00, investors: 1, sold: 4 });
    expect(await escrow(first.campaignId)).toBe(100_00);
    expect(await disputeNotes(ctx, first.investor.id)).toEqual(['disputes.notify.investmentReversed']);
    expect(await disputeNotes(ctx, staff.id)).toContain('disputes.notify.staffOpened');

    // Delivered again: nothing more.
    expect((await open(first.sessionId, 250_00, { providerRef })).changed).toBe(false);
    expect((await disputeRow(ctx, opened.id)).transferIds).toEqual(row.transferIds);

    // Won: the provider gives the money back, to the investor's wallet; the investment stays reversed.
    expect(await decide(opened.id, 'won')).toBe(true);
    expect(await decide(opened.id, 'lost')).toBe(false);
    const won = await disputeRow(ctx, opened.id);
    expect(won).toMatchObject({ status: 'won', owed: 0 });
    expect(await transferKinds(ctx, won.transferIds)).toEqual(['dispute', 'dispute_resolution']);
    expect(await entriesByAccount(ctx, [won.transferIds[1]!])).toEqual({ investor_wallet: 250_00, 'gateway_clearing:sandbox': -250_00 });
    expect(await wallet(first.investor.id)).toBe(250_00);
    expect((await investmentRow(ctx, first.investment.id)).status).toBe('fail');
    expect(await escrow(first.campaignId)).toBe(100_00);
    expect((await investmentRow(ctx, second.investment.id)).status).toBe('success');
  });

  it('a partial chargeback of an escrowed investment reverses it and leaves the rest in the wallet', async () => {
    const paid = await sandboxInvestment(ctx, 250_00);
    const { id } = await open(paid.sessionId, 60_00);
    expect(await entriesByAccount(ctx, (await disputeRow(ctx, id)).transferIds)).toEqual({
      campaign_escrow: -250_00,
      'gateway_clearing:sandbox': 60_00,
      investor_wallet: 190_00,
    });
    expect(await wallet(paid.investor.id)).toBe(190_00);
  });

  it('after the campaign settled, the owner owes it back and payouts freeze until it is recovered', async () => {
    const paid = await sandboxInvestment(ctx, 1_000_00);
    await payableOwner(db(), ctx.app.config.encryptionKey, paid.campaignId, paid.owner!.id);
    await settleForTest(db(), paid.campaignId, { feeBps: 1_000 });
    expect(await payable(paid.campaignId)).toBe(900_00);

    // A payout asked for before the chargeback cannot be approved after it.
    const asked = await requestPayout(paid.owner!.token, paid.campaignId);
    expect(asked.statusCode, asked.body).toBe(201);
    const payoutId = asked.json().data.data.id as string;

    const { id } = await open(paid.sessionId, 1_000_00);
    const row = await disputeRow(ctx, id);
    expect(row).toMatchObject({ source: 'receivable', owed: 1_000_00, campaignId: paid.campaignId });
    expect(await entriesByAccount(ctx, row.transferIds)).toEqual({ owner_receivable: -1_000_00, 'gateway_clearing:sandbox': 1_000_00 });
    expect(await receivable(paid.campaignId)).toBe(-1_000_00);
    // The investment is not reversed: the campaign has closed (shares issued, fee taken).
    expect((await investmentRow(ctx, paid.investment.id)).status).toBe('success');
    expect(await disputeNotes(ctx, paid.owner!.id)).toContain('disputes.notify.ownerOwes');

    const approve = await staff.client.post(`/api/v1/console/payouts/${payoutId}/approve`);
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe(
      'Payouts of this campaign are on hold: $1,000.00 is owed back after a chargeback or a bank return. They resume once it is settled.',
    );
    expect((await staff.client.post(`/api/v1/console/payouts/${payoutId}/reject`, { reason: 'Chargeback' })).statusCode).toBe(200);
    const frozen = await requestPayout(paid.owner!.token, paid.campaignId);
    expect(frozen.statusCode).toBe(409);
    expect(frozen.json().message).toContain('Payouts of this campaign are on hold');

    // Lost: recovered at once from what the platform owes the owner, as far as it goes.
    expect(await decide(id, 'lost')).toBe(true);
    const lost = await disputeRow(ctx, id);
    expect(lost).toMatchObject({ status: 'lost', owed: 100_00, recovered: 900_00 });
    expect(await payable(paid.campaignId)).toBe(0);
    expect(await receivable(paid.campaignId)).toBe(-100_00);
    expect(await disputeNotes(ctx, paid.owner!.id)).toContain('disputes.notify.ownerLost');
    expect((await requestPayout(paid.owner!.token, paid.campaignId)).statusCode).toBe(409);

    // Staff write the rest off: the platform pays it in from its own funds; payouts are no longer frozen.
    const writtenOff = await db().transaction(async (tx) =>
      writeOffDispute(tx, notices(), await lockDispute(tx, id), staff.id, 'Owner insolvent'),
    );
    expect(writtenOff).toMatchObject({ owed: 0, writtenOff: 100_00, note: 'Owner insolvent' });
    expect(await receivable(paid.campaignId)).toBe(0);
    expect(await entriesByAccount(ctx, [writtenOff.transferIds.at(-1)!])).toEqual({
      owner_receivable: 100_00,
      'gateway_clearing:offline': -100_00,
    });
    const unfrozen = await requestPayout(paid.owner!.token, paid.campaignId);
    expect(unfrozen.json().message).toBe('There is nothing left to pay out for this campaign.');
    await expect(
      db().transaction(async (tx) => writeOffDispute(tx, notices(), await lockDispute(tx, id), staff.id, 'again')),
    ).rejects.toMatchObject({ messageKey: 'disputes.errors.nothingOwed' });
  });

  it('a chargeback won after payout clears what the owner owed, and payouts resume', async () => {
    const paid = await sandboxInvestment(ctx, 400_00);
    await payableOwner(db(), ctx.app.config.encryptionKey, paid.campaignId, paid.owner!.id);
    await settleForTest(db(), paid.campaignId, { feeBps: 1_000 });
    const { id } = await open(paid.sessionId, 400_00);
    expect((await requestPayout(paid.owner!.token, paid.campaignId)).statusCode).toBe(409);
    expect(await decide(id, 'won')).toBe(true);
    const won = await disputeRow(ctx, id);
    expect(await entriesByAccount(ctx, [won.transferIds[1]!])).toEqual({ owner_receivable: 400_00, 'gateway_clearing:sandbox': -400_00 });
    expect(await receivable(paid.campaignId)).toBe(0);
    expect(await disputeNotes(ctx, paid.owner!.id)).toContain('disputes.notify.ownerCleared');
    const asked = await requestPayout(paid.owner!.token, paid.campaignId);
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().data.data.amount).toBe(360_00);
  });

  it('a top-up: the fee and the wallet first, the platform pays in what the wallet no longer holds; won gives each back', async () => {
    const user = await createUser(ctx, { userType: 'investor' });
    const started = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/add-wallet-topup',
      headers: bearer(user.token),
      remoteAddress: nextIp(),
      payload: { amount: 150_00, currencyCode: 'USD', paymentType: 'sandbox' },
    });
    expect(started.statusCode, started.body).toBe(201);
    const { sessionId } = started.json().data.data as { sessionId: string };
    expect((await completeSandbox(ctx, user.token, sessionId, 'paid')).statusCode).toBe(200);
    const [session] = await db().select().from(paymentSessions).where(eq(paymentSessions.id, sessionId));
    const fee = session!.amount - 150_00;
    // The investor invested 100 of it from the wallet: 50 are left.
    await db().update(users).set({ userType: 'investor' }).where(eq(users.id, user.id));
    await db().insert(kycParties).values({ userId: user.id, provider: 'sandbox', status: 'approved' });
    const spent = await invest(ctx, user.token, { campaignId: (await equityCampaign(ctx)).campaign.id, amount: 100_00 });
    expect(spent.statusCode, spent.body).toBe(201);
    const left = await wallet(user.id);

    const { id } = await open(sessionId, session!.amount);
    const row = await disputeRow(ctx, id);
    expect(row).toMatchObject({ source: 'wallet', covered: session!.amount - fee - left });
    expect(await entriesByAccount(ctx, row.transferIds)).toEqual({
      ...(fee > 0 ? { platform_fees: -fee } : {}),
      investor_wallet: -left,
      'gateway_clearing:offline': -(session!.amount - fee - left),
      'gateway_clearing:sandbox': session!.amount,
    });
    expect(await wallet(user.id)).toBe(0);
    expect(await disputeNotes(ctx, user.id)).toEqual(['disputes.notify.walletDebited']);

    expect(await decide(id, 'won')).toBe(true);
    expect(await wallet(user.id)).toBe(left);
    expect(await entriesByAccount(ctx, (await disputeRow(ctx, id)).transferIds)).toEqual({});
  });

  it('a bank return is final: lost at once, recovered from what the owner is owed', async () => {
    const paid = await sandboxInvestment(ctx, 300_00);
    await settleForTest(db(), paid.campaignId, { feeBps: 1_000 });
    const { id } = await open(paid.sessionId, 300_00, { kind: 'return', evidenceDueBy: null });
    const row = await disputeRow(ctx, id);
    expect(row).toMatchObject({ status: 'lost', source: 'receivable', recovered: 270_00, owed: 30_00 });
    expect(row.closedAt).not.toBeNull();
    expect(await transferKinds(ctx, row.transferIds)).toEqual(['payment_return', 'dispute_resolution']);
    expect(await disputeNotes(ctx, staff.id)).toContain('disputes.notify.staffReturn');
    expect(await decide(id, 'won')).toBe(false);
  });

  it('a dispute that arrives before its payment was completed completes it first, then takes it back', async () => {
    const paid = await sandboxInvestment(ctx, 100_00);
    const investor = paid.investor;
    const res = await invest(ctx, investor.token, { campaignId: paid.campaignId, amount: 200_00, paymentType: 'sandbox' });
    const pending = res.json().data.data as { id: string; checkoutUrl: string };
    const sessionId = pending.checkoutUrl.split('/').pop()!;
    const { id } = await open(sessionId, 200_00);
    expect(await disputeRow(ctx, id)).toMatchObject({ source: 'escrow', investmentId: pending.id });
    expect((await db().select().from(paymentSessions).where(eq(paymentSessions.id, sessionId)))[0]!.status).toBe('paid');
    expect((await investmentRow(ctx, pending.id)).status).toBe('fail');
    expect(await campaignCounters(ctx, paid.campaignId)).toMatchObject({ raised: 100_00, investors: 1 });
    // The sandbox's late button changes nothing.
    expect((await completeSandbox(ctx, investor.token, sessionId, 'paid')).json().data.data.changed).toBe(false);
  });
});
