import { campaignOffers, disputes, investments, ledgerTransfers, paymentGateways, webhookEvents } from '@cf/db';
import { randomUUID } from 'node:crypto';
import { and, count, eq, like } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { FAKE_CLIENT_ID, FAKE_SECRET } from '../../../test/fake-paypal';
import { paypalPayments } from '../../providers/payments/paypal';
import { balanceOf, checkLedger } from '../ledger/index';
import { deliver, paypalInvestment, processPayment, sessionOf, usePaypalApp } from '../paypal/testing';

const { ctx, fake } = usePaypalApp();
const db = () => ctx.handle.db;

const investmentRow = async (id: string) => (await db().select().from(investments).where(eq(investments.id, id)))[0]!;
const offerRow = async (campaignId: number) =>
  (await db().select().from(campaignOffers).where(eq(campaignOffers.campaignId, campaignId)))[0];
const transfersFor = async (key: string) =>
  (await db().select({ n: count() }).from(ledgerTransfers).where(like(ledgerTransfers.idempotencyKey, key)))[0]!.n;
const eventCount = async () => (await db().select({ n: count() }).from(webhookEvents).where(eq(webhookEvents.provider, 'paypal')))[0]!.n;
const capturesOf = (orderId: string) => [...fake().captures.values()].filter((c) => c.orderId === orderId);

/** What PayPal itself does when an order is captured by someone else's hand (here: our adapter, straight): its news is still to come. */
const captureAtPaypal = (orderId: string) =>
  paypalPayments({ clientId: FAKE_CLIENT_ID, secret: FAKE_SECRET, apiUrl: fake().url, testMode: true, webhookId: undefined }).checkoutState(
    orderId,
  );

describe('PayPal webhooks, signed as PayPal signs them', () => {
  afterEach(async () => {
    expect(await checkLedger(db())).toMatchObject({ balanced: true, negativeBalances: 0 });
  });

  it('CHECKOUT.ORDER.APPROVED captures the order and pays the investment: delivered 5 times in a row, then 5 at once', async () => {
    const { campaign, investment, orderId } = await paypalInvestment(ctx);
    fake().approve(orderId);
    const event = fake().event('CHECKOUT.ORDER.APPROVED', orderId);
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await deliver(ctx, fake(), event));
    answers.push(...(await Promise.all(Array.from({ length: 5 }, () => deliver(ctx, fake(), event)))));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((r) => r.json().data.data.duplicate === false)).toHaveLength(1);
    expect(await investmentRow(investment.id)).toMatchObject({ status: 'success', holdExpiresAt: null });
    expect(await transfersFor(`investment:${investment.id}%`)).toBe(1);
    expect(await balanceOf(db(), { kind: 'campaign_escrow', currency: 'USD', campaignId: campaign.id })).toBe(250_00);
    expect(await balanceOf(db(), { kind: 'gateway_clearing', currency: 'USD', provider: 'paypal' })).toBeLessThan(0);
    expect(await offerRow(campaign.id)).toMatchObject({ sharesHeld: 0, sharesSold: 10 });
    expect(capturesOf(orderId)).toHaveLength(1);
    // The capture's own event that follows is acknowledged and changes nothing.
    expect((await deliver(ctx, fake(), fake().event('PAYMENT.CAPTURE.COMPLETED', orderId))).json().data.data).toEqual({
      received: true,
      duplicate: false,
    });
    expect(await transfersFor(`investment:${investment.id}%`)).toBe(1);
  });

  it('distinct APPROVED and COMPLETED events racing for one order: one payment, one transfer, one capture', async () => {
    const { investment, orderId } = await paypalInvestment(ctx);
    fake().approve(orderId);
    const approvedEvents = Array.from({ length: 4 }, () => fake().event('CHECKOUT.ORDER.APPROVED', orderId));
    const first = await Promise.all(approvedEvents.map((e) => deliver(ctx, fake(), e)));
    const completed = await Promise.all(
      Array.from({ length: 4 }, () => deliver(ctx, fake(), fake().event('PAYMENT.CAPTURE.COMPLETED', orderId))),
    );
    expect([...first, ...completed].map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(await investmentRow(investment.id)).toMatchObject({ status: 'success' });
    expect(await transfersFor(`investment:${investment.id}%`)).toBe(1);
    expect(capturesOf(orderId)).toHaveLength(1);
  });

  it('out of order: COMPLETED before APPROVED pays once; DENIED after COMPLETED changes nothing', async () => {
    const { campaign, investment, orderId } = await paypalInvestment(ctx);
    fake().approve(orderId);
    const approved = fake().event('CHECKOUT.ORDER.APPROVED', orderId);
    expect(await captureAtPaypal(orderId)).toBe('paid');
    expect((await deliver(ctx, fake(), fake().event('PAYMENT.CAPTURE.COMPLETED', orderId))).statusCode).toBe(200);
    expect(await investmentRow(investment.id)).toMatchObject({ status: 'success' });
    // The approval arrives late: the session is paid, nothing is captured again.
    const calls = fake().calls.length;
    expect((await deliver(ctx, fake(), approved)).json().data.data).toEqual({ received: true, duplicate: false });
    expect(
      fake()
        .calls.slice(calls)
        .some((c) => c.includes('/capture')),
    ).toBe(false);
    const denied = fake().event('PAYMENT.CAPTURE.DENIED', orderId, { captureStatus: 'DECLINED' });
    expect((await deliver(ctx, fake(), denied)).statusCode).toBe(200);
    expect(await investmentRow(investment.id)).toMatchObject({ status: 'success' });
    expect((await sessionOf(ctx, investment.id)).status).toBe('paid');
    expect(await transfersFor(`investment:${investment.id}%`)).toBe(1);
    expect(await offerRow(campaign.id)).toMatchObject({ sharesHeld: 0, sharesSold: 10 });
  });

  it('DENIED releases the held shares; a late COMPLETED for it changes nothing', async () => {
    const { campaign, investment, orderId } = await paypalInvestment(ctx);
    fake().approve(orderId, 'pending');
    expect(await captureAtPaypal(orderId)).toBe('open');
    expect((await deliver(ctx, fake(), fake().event('PAYMENT.CAPTURE.DENIED', orderId, { captureStatus: 'DECLINED' }))).statusCode).toBe(
      200,
    );
    expect(await investmentRow(investment.id)).toMatchObject({ status: 'fail', holdExpiresAt: null });
    expect(await offerRow(campaign.id)).toMatchObject({ sharesHeld: 0, amountHeld: 0, sharesSold: 0 });
    expect(
      (await deliver(ctx, fake(), fake().event('PAYMENT.CAPTURE.COMPLETED', orderId, { captureStatus: 'COMPLETED' }))).statusCode,
    ).toBe(200);
    expect(await investmentRow(investment.id)).toMatchObject({ status: 'fail' });
    expect(await transfersFor(`investment:${investment.id}%`)).toBe(0);
  });

  it('an approval for a session that has failed captures nothing: no money is taken for it', async () => {
    const { investor, investment, orderId } = await paypalInvestment(ctx);
    fake().void(orderId);
    expect((await processPayment(ctx, investor.token, { orderId })).json().data.data).toMatchObject({ status: 'failed', changed: true });
    // The payer approves at PayPal after all (a second try on the same order): it is left to lapse.
    fake().approve(orderId);
    expect((await deliver(ctx, fake(), fake().event('CHECKOUT.ORDER.APPROVED', orderId))).statusCode).toBe(200);
    expect(capturesOf(orderId)).toHaveLength(0);
    expect(await investmentRow(investment.id)).toMatchObject({ status: 'fail' });
  });

  it('CUSTOMER.DISPUTE.CREATED records the chargeback once; RESOLVED in the platform’s favour settles it as won', async () => {
    const { investment, session, orderId } = await paypalInvestment(ctx);
    fake().approve(orderId);
    expect((await deliver(ctx, fake(), fake().event('CHECKOUT.ORDER.APPROVED', orderId))).statusCode).toBe(200);
    expect(await investmentRow(investment.id)).toMatchObject({ status: 'success' });
    const disputeId = `PP-D-${session.id.slice(0, 8)}`;
    const created = fake().event('CUSTOMER.DISPUTE.CREATED', orderId, { disputeId });
    const answers = await Promise.all([deliver(ctx, fake(), created), deliver(ctx, fake(), created)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    // Another event about the same dispute (PayPal sends updates) records nothing twice.
    expect((await deliver(ctx, fake(), fake().event('CUSTOMER.DISPUTE.CREATED', orderId, { disputeId }))).statusCode).toBe(200);
    const opened = await db().select().from(disputes).where(eq(disputes.providerRef, disputeId));
    expect(opened).toEqual([
      expect.objectContaining({
        provider: 'paypal',
        kind: 'chargeback',
        status: 'open',
        sessionId: session.id,
        amount: 250_00,
        currency: 'USD',
        reason: 'MERCHANDISE_OR_SERVICE_NOT_RECEIVED',
        evidenceDueBy: expect.any(Date),
      }),
    ]);
    const resolved = fake().event('CUSTOMER.DISPUTE.RESOLVED', orderId, { disputeId, outcome: 'RESOLVED_SELLER_FAVOUR' });
    expect((await deliver(ctx, fake(), resolved)).statusCode).toBe(200);
    expect((await deliver(ctx, fake(), resolved)).json().data.data.duplicate).toBe(true);
    expect((await db().select().from(disputes).where(eq(disputes.providerRef, disputeId)))[0]).toMatchObject({ status: 'won' });
  });

  it('refuses a forged or tampered signature, another webhook id, a stale time, an unknown certificate host: 400, nothing written', async () => {
    const { investment, orderId } = await paypalInvestment(ctx);
    fake().approve(orderId);
    const event = fake().event('CHECKOUT.ORDER.APPROVED', orderId);
    const before = await eventCount();
    const certCalls = () => fake().calls.filter((c) => c.startsWith('GET /v1/notifications/certs/')).length;
    const refused = [
      await deliver(ctx, fake(), event, fake().sign(event, { forged: true })),
      await deliver(ctx, fake(), event, fake().sign(event, { webhookId: 'WH0SOMEONEELSE' })),
      await deliver(ctx, fake(), event.replace('"250.00"', '"1.00"'), fake().sign(event)),
      await deliver(ctx, fake(), event, fake().sign(event, { time: new Date(Date.now() - 10 * 60_000) })),
      await deliver(ctx, fake(), event, fake().sign(event, { time: new Date(Date.now() + 10 * 60_000) })),
      await deliver(ctx, fake(), event, fake().sign(event, { algo: 'SHA1withRSA' })),
      await deliver(ctx, fake(), event, {}),
    ];
    const certsFetched = certCalls();
    const elsewhere = [
      'https://certs.example.test/v1/notifications/certs/CERT-fake-1',
      // PayPal's own host, but this app talks to the configured address only: never fetched from a test.
      'https://api.paypal.com/v1/notifications/certs/CERT-fake-1',
      `${fake().url}/v1/notifications/webhooks`,
      'not a url',
    ];
    for (const certUrl of elsewhere) refused.push(await deliver(ctx, fake(), event, fake().sign(event, { certUrl })));
    expect(refused.map((r) => r.statusCode)).toEqual(Array(11).fill(400));
    expect(refused[0]!.json().message).toBe('The event signature is missing, wrong or too old.');
    expect(certCalls()).toBe(certsFetched);
    expect(await eventCount()).toBe(before);
    expect(capturesOf(orderId)).toHaveLength(0);
    expect((await investmentRow(investment.id)).status).toBe('pending');
    // Signed within the tolerance: accepted. The certificate was fetched once for all of these.
    expect((await deliver(ctx, fake(), event, fake().sign(event, { time: new Date(Date.now() - 200_000) }))).statusCode).toBe(200);
    expect((await investmentRow(investment.id)).status).toBe('success');
    expect(certCalls()).toBe(1);
  });

  it('without a webhook id (or without keys) the webhook is not set up: 400, nothing written', async () => {
    const { orderId } = await paypalInvestment(ctx);
    const event = fake().event('CHECKOUT.ORDER.APPROVED', orderId);
    const gateway = eq(paymentGateways.provider, 'paypal');
    const [row] = await db().select().from(paymentGateways).where(gateway);
    await db().update(paymentGateways).set({ webhookId: null }).where(gateway);
    try {
      const res = await deliver(ctx, fake(), event);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('This payment provider’s webhook is not set up.');
    } finally {
      await db().update(paymentGateways).set({ webhookId: row!.webhookId }).where(gateway);
    }
    expect(
      await db()
        .select()
        .from(webhookEvents)
        .where(and(eq(webhookEvents.provider, 'paypal'), like(webhookEvents.eventId, JSON.parse(event).id))),
    ).toHaveLength(0);
  });

  it('an event for a session not committed yet is refused so PayPal delivers it again', async () => {
    const { orderId } = await paypalInvestment(ctx);
    fake().approve(orderId);
    const real = JSON.parse(fake().event('CHECKOUT.ORDER.APPROVED', orderId)) as {
      id: string;
      resource: { id: string; purchase_units: { custom_id: string }[] };
    };
    real.resource.id = 'ORDERNOTYETOURS01';
    real.resource.purchase_units[0]!.custom_id = randomUUID();
    const body = JSON.stringify(real);
    const before = await eventCount();
    expect((await deliver(ctx, fake(), body)).statusCode).toBe(404);
    expect(await eventCount()).toBe(before);
    // A payment that is not the platform's at all (no session id of ours) is acknowledged and ignored.
    real.resource.purchase_units[0]!.custom_id = 'shop-order-42';
    real.id = `${real.id}-other`;
    expect((await deliver(ctx, fake(), JSON.stringify(real))).statusCode).toBe(200);
  });

  it('a signed body that is not an event is a 400', async () => {
    const body = JSON.stringify({ hello: 'world' });
    expect((await deliver(ctx, fake(), body)).statusCode).toBe(400);
  });
});
