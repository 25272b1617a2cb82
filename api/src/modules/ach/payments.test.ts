import {
  achEventCursors,
  achRefunds,
  achTransfers,
  campaignOffers,
  campaigns,
  emailOutbox,
  investments,
  ledgerTransfers,
  notifications,
  paymentSessions,
  siteSettings,
  webhookEvents,
  walletTopUps,
} from '@cf/db';
import { WALLET_STATUS } from '@cf/domain/wallet';
import { messages } from '@cf/i18n';
import { and, count, eq, like } from 'drizzle-orm';
import { whileWritesFail } from '../../../test/faults';
import { afterEach, describe, expect, it } from 'vitest';
import { createUser, dataOf, nextIp } from '../../../test/app';
import { equityCampaign, readyInvestor, typedSignature } from '../../../test/money';
import { runCloseCampaigns } from '../../jobs/close-campaigns';
import { balanceOf, checkLedger } from '../ledger/index';
import { paymentRoutes } from '../payment-gateways/index';
import { closedYesterday } from '../settlement/testing';
import { ACH, achCalls, linkChecking, usePlaidApp } from './testing';

const { ctx, fake } = usePlaidApp();
const api = achCalls(ctx);
const db = () => ctx.handle.db;
const en = messages.en;

/** POST /webhooks/plaid as Plaid sends it (signed unless the headers say otherwise). */
const deliver = (webhook: { payload: string; headers: Record<string, string> }) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/plaid',
    headers: webhook.headers,
    remoteAddress: nextIp(),
    payload: webhook.payload,
  });
const notify = async () => deliver(await fake().webhook());

const investmentRow = async (id: string) => (await db().select().from(investments).where(eq(investments.id, id)))[0]!;
const offerRow = async (campaignId: number) =>
  (await db().select().from(campaignOffers).where(eq(campaignOffers.campaignId, campaignId)))[0]!;
const sessionOf = async (subjectId: string) =>
  (await db().select().from(paymentSessions).where(eq(paymentSessions.subjectId, subjectId)))[0]!;
const transfersLike = async (key: string) =>
  (await db().select({ n: count() }).from(ledgerTransfers).where(like(ledgerTransfers.idempotencyKey, key)))[0]!.n;
const escrowOf = (campaignId: number) => balanceOf(db(), { kind: 'campaign_escrow', currency: 'USD', campaignId });
const clearing = () => balanceOf(db(), { kind: 'gateway_clearing', currency: 'USD', provider: 'ach' });
const eventCount = async () => (await db().select({ n: count() }).from(webhookEvents).where(eq(webhookEvents.provider, 'ach')))[0]!.n;

/** An investor with a linked checking account who invested $250 (10 shares) by ACH; Plaid's transfer. */
async function achInvestment(props: Parameters<typeof equityCampaign>[1] = {}) {
  const { campaign, owner } = await equityCampaign(ctx, props);
  const investor = await readyInvestor(ctx);
  const account = await linkChecking(ctx, fake(), investor.token);
  const res = await api.invest(investor.token, { campaignId: campaign.id, amount: 250_00, achAccountId: account.id });
  expect(res.statusCode, res.body).toBe(201);
  const investment = res.json().data.data as { id: string; status: string; paymentType: string };
  const session = await sessionOf(investment.id);
  return { campaign, owner, investor, account, investment, session, transferId: session.providerRef! };
}

describe('paying by ACH through Plaid (the fake, through the real SDK)', () => {
  afterEach(async () => {
    expect(await checkLedger(db())).toMatchObject({ balanced: true, negativeBalances: 0 });
  });

  it('an investment by ACH stays pending with its shares held: an approved authorization, then the transfer under the key', async () => {
    const { campaign, investor, account, investment, session, transferId } = await achInvestment();
    expect(investment).toMatchObject({ status: 'pending', paymentType: 'ach' });
    expect(session).toMatchObject({ provider: 'ach', status: 'open', amount: 250_00, twin: false, purpose: 'investment' });
    expect(await offerRow(campaign.id)).toMatchObject({ sharesHeld: 10, sharesSold: 0 });
    expect(fake().transfers.get(transferId)).toMatchObject({ amount: '250.00', status: 'pending', description: 'Investment' });
    const auth = fake().bodies.get('/transfer/authorization/create')!.at(-1)!;
    expect(auth).toMatchObject({
      type: 'debit',
      network: 'ach',
      ach_class: 'web',
      amount: '250.00',
      idempotency_key: `debit:${session.id}`,
    });
    expect(fake().bodies.get('/transfer/create')!.at(-1)).toMatchObject({ idempotency_key: `debit:${session.id}` });
    const [row] = await db().select().from(achTransfers).where(eq(achTransfers.id, transferId));
    expect(row).toMatchObject({ sessionId: session.id, bankAccountId: account.id, status: 'pending', amount: 250_00 });
    // The payer follows it; nobody else does.
    expect(dataOf(await api.transferOf(investor.token, investment.id))).toMatchObject({
      status: 'pending',
      sessionStatus: 'open',
      account: { mask: '0000' },
      receiptPath: `/payment-receipt/${investment.id}`,
    });
    expect((await api.transfer((await createUser(ctx)).token, session.id)).statusCode).toBe(404);
  });

  it('a retry of a try that rolled back after Plaid took the money is the same debit, not a second one', async () => {
    const { campaign } = await equityCampaign(ctx);
    const investor = await readyInvestor(ctx);
    const account = await linkChecking(ctx, fake(), investor.token);
    const body = {
      acceptTerms: true,
      acceptRisk: true,
      signature: typedSignature,
      campaignId: campaign.id,
      amount: 250_00,
      achAccountId: account.id,
    };
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1${ACH}/process-payment`,
        headers: { authorization: `Bearer ${investor.token}`, 'idempotency-key': 'ach-retry-after-rollback' },
        remoteAddress: nextIp(),
        payload: body,
      });
    const before = fake().transfers.size;
    // The database fails once Plaid has the transfer (the session's insert): the try rolls back.
    const failed = await whileWritesFail(db(), 'insert', 'payment_sessions', send);
    expect(failed.statusCode).toBeGreaterThanOrEqual(500);
    expect(fake().transfers.size).toBe(before + 1);
    expect(await db().select().from(investments).where(eq(investments.investorId, investor.id))).toEqual([]);
    // The client's retry, same key: Plaid answers the same transfer, and it is recorded this time.
    const retried = await send();
    expect(retried.statusCode, retried.body).toBe(201);
    expect(fake().transfers.size).toBe(before + 1);
    const investment = retried.json().data.data as { id: string };
    const session = await sessionOf(investment.id);
    expect(fake().transfers.get(session.providerRef!)).toMatchObject({ amount: '250.00', status: 'pending' });
  });

  it('the settlement pays it once: the webhook twice, ten at once, and its events replayed from the start', async () => {
    const { campaign, investment, transferId } = await achInvestment();
    fake().emit(transferId, 'posted');
    fake().emit(transferId, 'settled');
    const first = await notify();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.data).toEqual({ received: true, duplicate: false });
    const more = await Promise.all(Array.from({ length: 10 }, () => notify()));
    expect(more.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(more.every((r) => r.json().data.data.duplicate === true)).toBe(true);
    // Plaid's event ids come again (the cursor lost): each is recorded, so nothing moves twice.
    await db().delete(achEventCursors);
    expect((await notify()).json().data.data).toEqual({ received: true, duplicate: true });

    expect(await investmentRow(investment.id)).toMatchObject({ status: 'success' });
    expect(await transfersLike(`investment:${investment.id}%`)).toBe(1);
    expect(await escrowOf(campaign.id)).toBe(250_00);
    expect(await offerRow(campaign.id)).toMatchObject({ sharesHeld: 0, sharesSold: 10 });
    expect((await sessionOf(investment.id)).status).toBe('paid');
    expect((await db().select().from(achTransfers).where(eq(achTransfers.id, transferId)))[0]).toMatchObject({ status: 'settled' });
  });

  it('out of order: a late "pending" after "settled" changes nothing', async () => {
    const { investment, transferId } = await achInvestment();
    fake().emit(transferId, 'settled');
    fake().emit(transferId, 'pending');
    fake().emit(transferId, 'posted');
    expect((await notify()).statusCode).toBe(200);
    expect(await investmentRow(investment.id)).toMatchObject({ status: 'success' });
    expect((await db().select().from(achTransfers).where(eq(achTransfers.id, transferId)))[0]!.status).toBe('settled');
  });

  it('refuses a webhook without a good signature: no header, another key, an unknown key, another body, an old one; nothing is written', async () => {
    const { investment, transferId } = await achInvestment();
    fake().emit(transferId, 'settled');
    const events = await eventCount();
    const cursors = await db().select().from(achEventCursors);
    const good = await fake().webhook();
    const attempts = [
      { payload: good.payload, headers: { 'content-type': 'application/json' } },
      await fake().webhook({ foreignKey: true }),
      await fake().webhook({ kid: 'kid-unknown' }),
      await fake().webhook({ hashOf: '{"webhook_type":"ITEM"}' }),
      { payload: `${good.payload} `, headers: good.headers },
      await fake().webhook({ iat: Math.floor(Date.now() / 1000) - 6 * 60 }),
      await fake().webhook({ iat: Math.floor(Date.now() / 1000) + 6 * 60 }),
      { payload: good.payload, headers: { ...good.headers, 'plaid-verification': 'not.a.jwt' } },
    ];
    for (const attempt of attempts) {
      const res = await deliver(attempt);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(en.wallet.errors.webhookSignature);
    }
    expect(await eventCount()).toBe(events);
    expect(await db().select().from(achEventCursors)).toEqual(cursors);
    expect(await investmentRow(investment.id)).toMatchObject({ status: 'pending' });
    // The genuine one still works.
    expect((await deliver(good)).statusCode).toBe(200);
    expect(await investmentRow(investment.id)).toMatchObject({ status: 'success' });
  });

  it('a return after the settlement reverses the investment with one transfer, frees its shares and tells the investor', async () => {
    const { campaign, investor, investment, transferId } = await achInvestment();
    const clearingBefore = await clearing();
    fake().emit(transferId, 'settled');
    await notify();
    expect(await clearing()).toBe(clearingBefore - 250_00);
    const raised = (await db().select().from(campaigns).where(eq(campaigns.id, campaign.id)))[0]!;
    fake().emit(transferId, 'returned', { returnCode: 'R01' });
    const answers = await Promise.all([notify(), notify()]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    await db().delete(achEventCursors);
    expect((await notify()).statusCode).toBe(200);

    expect(await investmentRow(investment.id)).toMatchObject({ status: 'fail' });
    expect(await transfersLike(`ach-return:${transferId}`)).toBe(1);
    expect(await escrowOf(campaign.id)).toBe(0);
    expect(await clearing()).toBe(clearingBefore);
    expect(await offerRow(campaign.id)).toMatchObject({ sharesHeld: 0, sharesSold: 0 });
    const after = (await db().select().from(campaigns).where(eq(campaigns.id, campaign.id)))[0]!;
    expect(after.raisedAmount).toBe(raised.raisedAmount - 250_00);
    expect(after.investorCount).toBe(raised.investorCount - 1);
    expect((await db().select().from(achTransfers).where(eq(achTransfers.id, transferId)))[0]).toMatchObject({
      status: 'returned',
      failureReason: 'R01',
    });
    const told = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, investor.id), eq(notifications.messageKey, 'bank.notify.investmentReturned')));
    expect(told).toHaveLength(1);
    expect(told[0]!.params).toMatchObject({ amount: '$250.00' });
    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, investor.id), eq(emailOutbox.template, 'bank-investment-returned')));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(en.bank.email.subject.investmentReturned);
  });

  it('a failure before settlement fails the investment and releases its shares', async () => {
    const { campaign, investment, transferId } = await achInvestment();
    fake().emit(transferId, 'failed', { returnCode: 'R02' });
    await notify();
    expect(await investmentRow(investment.id)).toMatchObject({ status: 'fail' });
    expect(await offerRow(campaign.id)).toMatchObject({ sharesHeld: 0, sharesSold: 0 });
    expect((await sessionOf(investment.id)).status).toBe('failed');
    // A settlement reported afterwards cannot bring it back.
    fake().emit(transferId, 'settled');
    await notify();
    expect(await investmentRow(investment.id)).toMatchObject({ status: 'fail' });
  });

  it('refuses what cannot be debited: declined by Plaid, another user’s account, a non-USD campaign; nothing is held', async () => {
    const { campaign } = await equityCampaign(ctx);
    const investor = await readyInvestor(ctx);
    const account = await linkChecking(ctx, fake(), investor.token);
    fake().declineNext('NSF');
    const declined = await api.invest(investor.token, { campaignId: campaign.id, amount: 250_00, achAccountId: account.id });
    expect(declined.statusCode).toBe(400);
    expect(declined.json().errors).toEqual([{ field: 'achAccountId', message: en.bank.errors.insufficientFunds }]);

    const other = await readyInvestor(ctx);
    const foreign = await api.invest(other.token, { campaignId: campaign.id, amount: 250_00, achAccountId: account.id });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0].field).toBe('achAccountId');

    const missing = await api.invest(investor.token, { campaignId: campaign.id, amount: 250_00 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('achAccountId');

    const euros = await equityCampaign(ctx, { currencyCode: 'EUR' });
    const eur = await api.invest(investor.token, { campaignId: euros.campaign.id, amount: 250_00, achAccountId: account.id });
    expect(eur.statusCode).toBe(400);
    expect(eur.json().errors).toEqual([{ field: 'paymentType', message: en.wallet.errors.currencyNotSupported }]);
    const held = async () => (await offerRow(campaign.id))?.sharesHeld ?? 0;
    expect(await held()).toBe(0);

    fake().down(true);
    try {
      const down = await api.invest(investor.token, { campaignId: campaign.id, amount: 250_00, achAccountId: account.id });
      expect(down.statusCode).toBe(502);
    } finally {
      fake().down(false);
    }
    expect(await held()).toBe(0);
    expect((await db().select({ n: count() }).from(investments).where(eq(investments.investorId, investor.id)))[0]!.n).toBe(0);
  });

  it('tops up the wallet by ACH: credited when the bank settles, once; a return takes it back', async () => {
    const user = await createUser(ctx);
    const account = await linkChecking(ctx, fake(), user.token);
    const res = await api.topUp(user.token, { amount: 100_00, currencyCode: 'USD', achAccountId: account.id });
    expect(res.statusCode, res.body).toBe(201);
    const topUp = res.json().data.data as { id: string; sessionId: string; total: number; fee: number };
    const wallet = () => balanceOf(db(), { kind: 'investor_wallet', currency: 'USD', userId: user.id });
    expect(await wallet()).toBe(0);
    const transferId = (await sessionOf(topUp.id)).providerRef!;
    expect(fake().transfers.get(transferId)!.amount).toBe(`${Math.floor(topUp.total / 100)}.${String(topUp.total % 100).padStart(2, '0')}`);
    fake().emit(transferId, 'settled');
    await Promise.all([notify(), notify()]);
    expect(await wallet()).toBe(100_00);
    expect((await db().select().from(walletTopUps).where(eq(walletTopUps.id, topUp.id)))[0]!.status).toBe(WALLET_STATUS.success);

    fake().emit(transferId, 'returned', { returnCode: 'R10' });
    await notify();
    expect(await wallet()).toBe(0);
    expect(await transfersLike(`ach-return:${transferId}`)).toBe(1);
    expect((await db().select().from(walletTopUps).where(eq(walletTopUps.id, topUp.id)))[0]!.status).toBe(WALLET_STATUS.failed);
  });

  it('a failed campaign refunds its ACH investments to their bank accounts, once, and the reconciliation lists it all', async () => {
    const from = new Date(Date.now() - 60_000);
    await db().update(siteSettings).set({ walletModule: false });
    try {
      const { campaign, investment, transferId } = await achInvestment({ minimumRaise: 5_000_00, campaignType: 'fixed' });
      fake().emit(transferId, 'settled');
      await notify();
      await closedYesterday(db(), campaign.id);
      await runCloseCampaigns(ctx.app);
      await runCloseCampaigns(ctx.app);
      expect(await investmentRow(investment.id)).toMatchObject({ status: 'refunded' });
      const refunds = [...fake().refunds.values()].filter((r) => r.transfer_id === transferId);
      expect(refunds).toEqual([{ id: expect.any(String), transfer_id: transferId, amount: '250.00' }]);
      expect(await db().select().from(achRefunds).where(eq(achRefunds.transferId, transferId))).toHaveLength(1);
      expect(await escrowOf(campaign.id)).toBe(0);

      fake().emit(transferId, 'refund.settled', { refundId: refunds[0]!.id });
      await notify();
      const settled = await paymentRoutes(ctx.app.config).settledOf(db(), 'ach', from, new Date(Date.now() + 60_000));
      expect(settled).toEqual(
        expect.arrayContaining([
          { providerRef: transferId, amount: 250_00, currency: 'USD', at: expect.any(Date) },
          { providerRef: refunds[0]!.id, amount: -250_00, currency: 'USD', at: expect.any(Date) },
        ]),
      );
    } finally {
      await db().update(siteSettings).set({ walletModule: true });
    }
  });
});
