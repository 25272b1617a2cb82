import { disputes, ledgerTransfers, paymentSessions, webhookEvents } from '@cf/db';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config';
import { nextIp, useStaff, useTestApp } from '../../../test/app';
import { FAKE_SECRET_KEY, FAKE_WEBHOOK_SECRET, type FakeStripe, signPayload, startFakeStripe } from '../../../test/fake-stripe';
import { equityCampaign, invest, readyInvestor } from '../../../test/money';
import { campaignCounters, disputeNotes, entriesByAccount, investmentRow } from '../disputes/testing';
import { balanceOf, checkLedger } from '../ledger/index';

const stripeConfig: AppConfig['stripe'] = { apiUrl: 'http://127.0.0.1:9', secretKey: undefined, webhookSecret: undefined };
let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
  stripeConfig.apiUrl = fake.url;
});
afterAll(async () => fake?.close());

const ctx = useTestApp({ stripe: stripeConfig });
const staff = useStaff(ctx);
const db = () => ctx.handle.db;

beforeAll(async () => {
  const res = await staff.client.put('/api/v1/console/payment-gateways/stripe', {
    enabled: true,
    testMode: true,
    publicKey: 'pk_test_fake',
    instructions: null,
    secretKey: FAKE_SECRET_KEY,
    webhookSecret: FAKE_WEBHOOK_SECRET,
  });
  expect(res.statusCode, res.body).toBe(200);
});

const deliver = (payload: string, signature: string | null = signPayload(payload)) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/stripe',
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'stripe-signature': signature }) },
    remoteAddress: nextIp(),
    payload,
  });

const disputeOf = async (ref: string) => (await db().select().from(disputes).where(eq(disputes.providerRef, ref)))[0];
const transfersLike = async (pattern: string) =>
  (await db().select({ n: count() }).from(ledgerTransfers).where(like(ledgerTransfers.idempotencyKey, pattern)))[0]!.n;
const eventCount = async () => (await db().select({ n: count() }).from(webhookEvents))[0]!.n;

/** An investor's $250 investment paid by Stripe Checkout at the fake, its webhook delivered. */
async function paidByStripe() {
  const { campaign, owner } = await equityCampaign(ctx);
  const investor = await readyInvestor(ctx);
  const res = await invest(ctx, investor.token, { campaignId: campaign.id, amount: 250_00, paymentType: 'stripe' });
  expect(res.statusCode, res.body).toBe(201);
  const investment = res.json().data.data as { id: string };
  const [session] = await db().select().from(paymentSessions).where(eq(paymentSessions.subjectId, investment.id));
  fake.pay(session!.providerRef!);
  expect((await deliver(fake.event('checkout.session.completed', session!.providerRef!))).statusCode).toBe(200);
  expect((await investmentRow(ctx, investment.id)).status).toBe('success');
  return { campaign, owner, investor, investment, session: session! };
}

describe('Stripe disputes through the webhook, against the fake Stripe', () => {
  afterEach(async () => {
    const check = await checkLedger(db());
    expect(check, JSON.stringify(check)).toMatchObject({ balanced: true, negativeBalances: 0, unbalancedTransfers: 0 });
  });

  it('charge.dispute.created: found through the payment intent, recorded with its deadline, the investment reversed; twice changes nothing', async () => {
    const { campaign, investor, investment, session } = await paidByStripe();
    const dueBy = new Date(Date.now() + 9 * 86_400_000);
    const dispute = fake.dispute(session.providerRef!, { reason: 'product_not_received', dueBy });
    const created = fake.disputeEvent('charge.dispute.created', dispute.id);
    const first = await deliver(created);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.data).toEqual({ received: true, duplicate: false });
    expect((await deliver(created)).json().data.data).toEqual({ received: true, duplicate: true });

    const row = (await disputeOf(dispute.id))!;
    expect(row).toMatchObject({
      provider: 'stripe',
      kind: 'chargeback',
      status: 'open',
      source: 'escrow',
      sessionId: session.id,
      amount: 250_00,
      reason: 'product_not_received',
    });
    expect(row.evidenceDueBy!.getTime()).toBe(Math.floor(dueBy.getTime() / 1000) * 1000);
    expect(await entriesByAccount(ctx, row.transferIds)).toEqual({ campaign_escrow: -250_00, 'gateway_clearing:stripe': 250_00 });
    expect(await transfersLike(`dispute:${row.id}%`)).toBe(1);
    expect((await investmentRow(ctx, investment.id)).status).toBe('fail');
    expect(await campaignCounters(ctx, campaign.id)).toMatchObject({ raised: 0, investors: 0, sold: 0 });
    expect(await disputeNotes(ctx, investor.id)).toEqual(['disputes.notify.investmentReversed']);
  });

  it('the same created event delivered 10 times at once: one dispute, one transfer', async () => {
    const { session } = await paidByStripe();
    const dispute = fake.dispute(session.providerRef!);
    const event = fake.disputeEvent('charge.dispute.created', dispute.id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(event)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.json().data.data.duplicate === false)).toHaveLength(1);
    const row = (await disputeOf(dispute.id))!;
    expect(await transfersLike(`dispute:${row.id}%`)).toBe(1);
    // Distinct events about the same dispute, at once: still one.
    const more = await Promise.all(Array.from({ length: 10 }, () => deliver(fake.disputeEvent('charge.dispute.created', dispute.id))));
    expect(more.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(await transfersLike(`dispute:${row.id}%`)).toBe(1);
    expect((await db().select({ n: count() }).from(disputes).where(eq(disputes.providerRef, dispute.id)))[0]!.n).toBe(1);
  });

  it('closed as lost before created arrived: opened and closed at once; the late created changes nothing', async () => {
    const { campaign, session } = await paidByStripe();
    const dispute = fake.dispute(session.providerRef!);
    const created = fake.disputeEvent('charge.dispute.created', dispute.id);
    fake.closeDispute(dispute.id, 'lost');
    const closed = fake.disputeEvent('charge.dispute.closed', dispute.id);
    expect((await deliver(closed)).statusCode).toBe(200);
    const row = (await disputeOf(dispute.id))!;
    expect(row).toMatchObject({ status: 'lost', source: 'escrow' });
    expect((await deliver(created)).json().data.data).toEqual({ received: true, duplicate: false });
    expect(await disputeOf(dispute.id)).toMatchObject({ status: 'lost', transferIds: row.transferIds });
    expect(await balanceOf(db(), { kind: 'campaign_escrow', currency: 'USD', campaignId: campaign.id })).toBe(0);
  });

  it('won: the money comes back to the investor’s wallet in one more transfer', async () => {
    const { investor, session } = await paidByStripe();
    const dispute = fake.dispute(session.providerRef!);
    expect((await deliver(fake.disputeEvent('charge.dispute.created', dispute.id))).statusCode).toBe(200);
    fake.closeDispute(dispute.id, 'won');
    const closed = fake.disputeEvent('charge.dispute.closed', dispute.id);
    expect((await deliver(closed)).statusCode).toBe(200);
    expect((await deliver(closed)).json().data.data.duplicate).toBe(true);
    const row = (await disputeOf(dispute.id))!;
    expect(row.status).toBe('won');
    expect(row.transferIds).toHaveLength(2);
    expect(await balanceOf(db(), { kind: 'investor_wallet', currency: 'USD', userId: investor.id })).toBe(250_00);
    expect(await disputeNotes(ctx, investor.id)).toContain('disputes.notify.walletCredited');
  });

  it('a bad signature, a stale one or a tampered body is a 400 and writes nothing', async () => {
    const { investment, session } = await paidByStripe();
    const dispute = fake.dispute(session.providerRef!);
    const event = fake.disputeEvent('charge.dispute.created', dispute.id);
    const before = await eventCount();
    const refused = [
      await deliver(event, signPayload(event, { secret: 'whsec_someone_else' })),
      await deliver(event, signPayload(event, { timestamp: Math.floor(Date.now() / 1000) - 301 })),
      await deliver(event.replace('"amount":25000', '"amount":1'), signPayload(event)),
      await deliver(event, null),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([400, 400, 400, 400]);
    expect(await eventCount()).toBe(before);
    expect(await disputeOf(dispute.id)).toBeUndefined();
    expect((await investmentRow(ctx, investment.id)).status).toBe('success');
  });

  it('Stripe unreachable while the payment is looked up: a 502, nothing written, and the redelivery records it', async () => {
    const { session } = await paidByStripe();
    const dispute = fake.dispute(session.providerRef!);
    const event = fake.disputeEvent('charge.dispute.created', dispute.id);
    const before = await eventCount();
    stripeConfig.apiUrl = 'http://127.0.0.1:9';
    try {
      const failed = await deliver(event);
      expect(failed.statusCode).toBe(502);
    } finally {
      stripeConfig.apiUrl = fake.url;
    }
    expect(await eventCount()).toBe(before);
    expect(await disputeOf(dispute.id)).toBeUndefined();
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await disputeOf(dispute.id))!.status).toBe('open');
  });

  it('an inquiry withdraws nothing and is not recorded; a dispute about no payment of ours is acknowledged', async () => {
    const { session } = await paidByStripe();
    const inquiry = fake.dispute(session.providerRef!);
    fake.disputes.get(inquiry.id)!.status = 'warning_needs_response' as never;
    expect((await deliver(fake.disputeEvent('charge.dispute.created', inquiry.id))).statusCode).toBe(200);
    expect(await disputeOf(inquiry.id)).toBeUndefined();

    const stranger = fake.dispute(session.providerRef!);
    fake.intents.get(stranger.payment_intent)!.metadata = { sessionId: '00000000-0000-4000-8000-000000000000' };
    expect((await deliver(fake.disputeEvent('charge.dispute.created', stranger.id))).statusCode).toBe(200);
    expect(await disputeOf(stranger.id)).toBeUndefined();
  });
});
