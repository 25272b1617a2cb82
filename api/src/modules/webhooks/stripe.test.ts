import { campaignOffers, investments, ledgerTransfers, paymentSessions, revenueSettings, webhookEvents } from '@cf/db';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config';
import { bearer, createUser, nextIp, useStaff, useTestApp } from '../../../test/app';
import { FAKE_SECRET_KEY, FAKE_WEBHOOK_SECRET, type FakeStripe, signPayload, startFakeStripe } from '../../../test/fake-stripe';
import { equityCampaign, invest, readyInvestor } from '../../../test/money';
import { balanceOf, checkLedger } from '../ledger/index';

// The app reads config.stripe when it calls Stripe, so the fake's address can be filled in once it listens.
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

const stripeGateway = { enabled: true, testMode: true, publicKey: 'pk_test_fake', instructions: null };

beforeAll(async () => {
  const res = await staff.client.put('/api/v1/console/payment-gateways/stripe', {
    ...stripeGateway,
    secretKey: FAKE_SECRET_KEY,
    webhookSecret: FAKE_WEBHOOK_SECRET,
  });
  expect(res.statusCode, res.body).toBe(200);
});

/** POST /webhooks/stripe with the exact bytes; signed by the SDK's helper unless told (null: no header). */
const deliver = (payload: string, signature: string | null = signPayload(payload)) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/stripe',
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'stripe-signature': signature }) },
    remoteAddress: nextIp(),
    payload,
  });

const check = (token: string, sessionId: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/campaigns/equity/payment-gateway/check-payment-session/${sessionId}`,
    headers: bearer(token),
    remoteAddress: nextIp(),
  });

const sessionOf = async (subjectId: string) =>
  (await db().select().from(paymentSessions).where(eq(paymentSessions.subjectId, subjectId)))[0]!;
const investmentRow = async (id: string) => (await db().select().from(investments).where(eq(investments.id, id)))[0]!;
const offerRow = async (campaignId: number) =>
  (await db().select().from(campaignOffers).where(eq(campaignOffers.campaignId, campaignId)))[0];
const transfersFor = async (key: string) =>
  (await db().select({ n: count() }).from(ledgerTransfers).where(like(ledgerTransfers.idempotencyKey, key)))[0]!.n;
const eventCount = async () => (await db().select({ n: count() }).from(webhookEvents))[0]!.n;

/** An investor holding 10 shares ($250) through a Stripe checkout at the fake. */
async function stripeInvestment() {
  const { campaign } = await equityCampaign(ctx);
  const investor = await readyInvestor(ctx);
  const res = await invest(ctx, investor.token, { campaignId: campaign.id, amount: 250_00, paymentType: 'stripe' });
  expect(res.statusCode, res.body).toBe(201);
  const investment = res.json().data.data as { id: string; status: string; checkoutUrl: string };
  const session = await sessionOf(investment.id);
  return { campaign, investor, investment, session, ref: session.providerRef! };
}

describe('Stripe Checkout against the fake Stripe', () => {
  afterEach(async () => {
    expect(await checkLedger(db())).toMatchObject({ balanced: true, negativeBalances: 0 });
  });

  it('opens a hosted checkout for an investment: the shares are held, nothing is paid, no card data is asked', async () => {
    const { campaign, investment, session, ref } = await stripeInvestment();
    expect(investment.status).toBe('pending');
    expect(investment.checkoutUrl).toBe(`https://checkout.stripe.test/c/pay/${ref}`);
    expect(fake.sessions.get(ref)).toMatchObject({
      amount_total: 250_00,
      currency: 'usd',
      client_reference_id: session.id,
      metadata: { sessionId: session.id },
      success_url: `http://localhost/payment-receipt/${investment.id}?session_id={CHECKOUT_SESSION_ID}`,
    });
    expect(session).toMatchObject({ provider: 'stripe', status: 'open', amount: 250_00, currency: 'USD' });
    expect(await offerRow(campaign.id)).toMatchObject({ sharesHeld: 10, sharesSold: 0 });
  });

  it('the spec’s checkout-session call is process-investment by Stripe', async () => {
    const { campaign } = await equityCampaign(ctx);
    const investor = await readyInvestor(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/campaigns/equity/payment-gateway/checkout-session/',
      headers: bearer(investor.token),
      remoteAddress: nextIp(),
      payload: { campaignId: campaign.id, shares: 4, acceptTerms: true, acceptRisk: true, signature: { type: 'typed', value: 'Jane' } },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.data).toMatchObject({ paymentType: 'stripe', status: 'pending', amount: 100_00, shares: 4 });
    expect(res.json().data.data.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.test\//);
  });

  it('a webhook delivered 10 times in a row, then 10 at once, pays the investment once', async () => {
    const { campaign, investment, ref } = await stripeInvestment();
    fake.pay(ref);
    const event = fake.event('checkout.session.completed', ref);
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await deliver(event));
    answers.push(...(await Promise.all(Array.from({ length: 10 }, () => deliver(event)))));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.filter((r) => r.json().data.data.duplicate === false)).toHaveLength(1);
    expect(await investmentRow(investment.id)).toMatchObject({ status: 'success', holdExpiresAt: null });
    expect(await transfersFor(`investment:${investment.id}%`)).toBe(1);
    expect(await balanceOf(db(), { kind: 'campaign_escrow', currency: 'USD', campaignId: campaign.id })).toBe(250_00);
    expect(await offerRow(campaign.id)).toMatchObject({ sharesHeld: 0, sharesSold: 10 });
    expect((await sessionOf(investment.id)).status).toBe('paid');
  });

  it('distinct events and redirect checks racing for one session: one investment paid, one transfer', async () => {
    const { campaign, investor, investment, ref } = await stripeInvestment();
    fake.pay(ref);
    const completed = fake.event('checkout.session.completed', ref);
    const results = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => deliver(i % 2 ? completed : fake.event('checkout.session.completed', ref))),
      ...Array.from({ length: 10 }, () => check(investor.token, ref)),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const changed = results.slice(10).filter((r) => r.json().data.data.changed === true);
    expect(changed.length).toBeLessThanOrEqual(1);
    expect(await investmentRow(investment.id)).toMatchObject({ status: 'success' });
    expect(await transfersFor(`investment:${investment.id}%`)).toBe(1);
    expect(await offerRow(campaign.id)).toMatchObject({ sharesHeld: 0, sharesSold: 10 });
  });

  it('the redirect check asks Stripe, not the query string, and fulfils a paid session', async () => {
    const { investor, investment, session, ref } = await stripeInvestment();
    // Still open at Stripe: nothing happens, whatever the return address claims.
    expect((await check(investor.token, ref)).json().data.data).toMatchObject({ status: 'open', changed: false });
    expect((await investmentRow(investment.id)).status).toBe('pending');
    // Someone else's session is not found.
    const other = await createUser(ctx);
    expect((await check(other.token, ref)).statusCode).toBe(404);
    fake.pay(ref);
    expect((await check(investor.token, session.id)).json().data.data).toMatchObject({
      sessionId: session.id,
      purpose: 'investment',
      subjectId: investment.id,
      status: 'paid',
      changed: true,
    });
    expect((await check(investor.token, ref)).json().data.data).toMatchObject({ status: 'paid', changed: false });
    expect((await investmentRow(investment.id)).status).toBe('success');
    // The webhook that follows is acknowledged and changes nothing.
    expect((await deliver(fake.event('checkout.session.completed', ref))).statusCode).toBe(200);
    expect(await transfersFor(`investment:${investment.id}%`)).toBe(1);
  });

  it('refuses a bad signature, a stale timestamp or a tampered body with 400, writing nothing', async () => {
    const { investment, ref } = await stripeInvestment();
    fake.pay(ref);
    const event = fake.event('checkout.session.completed', ref);
    const before = await eventCount();
    const refused = [
      await deliver(event, signPayload(event, { secret: 'whsec_someone_else' })),
      await deliver(event, signPayload(event, { timestamp: Math.floor(Date.now() / 1000) - 301 })),
      await deliver(event.replace('"amount_total":25000', '"amount_total":1'), signPayload(event)),
      await deliver(event, null),
      await deliver(event, 'garbage'),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect(refused[0]!.json().message).toBe('The event signature is missing, wrong or too old.');
    expect(await eventCount()).toBe(before);
    expect((await investmentRow(investment.id)).status).toBe('pending');
    expect(await transfersFor(`investment:${investment.id}%`)).toBe(0);
    // A timestamp within the tolerance is accepted.
    expect((await deliver(event, signPayload(event, { timestamp: Math.floor(Date.now() / 1000) - 200 }))).statusCode).toBe(200);
    expect((await investmentRow(investment.id)).status).toBe('success');
  });

  it('accepts events in any order: expired after completed changes nothing', async () => {
    const { campaign, investment, ref } = await stripeInvestment();
    fake.pay(ref);
    const completed = fake.event('checkout.session.completed', ref);
    const expired = JSON.stringify({ ...JSON.parse(completed), id: 'evt_expired_after', type: 'checkout.session.expired' });
    expect((await deliver(completed)).statusCode).toBe(200);
    expect((await deliver(expired)).json().data.data).toEqual({ received: true, duplicate: false });
    expect(await investmentRow(investment.id)).toMatchObject({ status: 'success' });
    expect(await offerRow(campaign.id)).toMatchObject({ sharesHeld: 0, sharesSold: 10 });
  });

  it('a failed delayed payment releases the held shares; its late "completed" changes nothing', async () => {
    const { campaign, investment, ref } = await stripeInvestment();
    fake.pay(ref, { async: true });
    // Completed but unpaid (a bank debit clearing): nothing is decided yet.
    expect((await deliver(fake.event('checkout.session.completed', ref))).statusCode).toBe(200);
    expect((await investmentRow(investment.id)).status).toBe('pending');
    expect((await deliver(fake.event('checkout.session.async_payment_failed', ref))).statusCode).toBe(200);
    expect(await investmentRow(investment.id)).toMatchObject({ status: 'fail', holdExpiresAt: null });
    expect(await offerRow(campaign.id)).toMatchObject({ sharesHeld: 0, amountHeld: 0, sharesSold: 0 });
    expect((await sessionOf(investment.id)).status).toBe('failed');
    expect((await deliver(fake.event('checkout.session.async_payment_succeeded', ref))).statusCode).toBe(200);
    expect((await investmentRow(investment.id)).status).toBe('fail');
    expect(await transfersFor(`investment:${investment.id}%`)).toBe(0);
  });

  it('an expired checkout releases the held shares (by webhook or by the redirect check)', async () => {
    const first = await stripeInvestment();
    fake.expire(first.ref);
    expect((await deliver(fake.event('checkout.session.expired', first.ref))).statusCode).toBe(200);
    expect(await investmentRow(first.investment.id)).toMatchObject({ status: 'fail' });
    expect(await offerRow(first.campaign.id)).toMatchObject({ sharesHeld: 0, amountHeld: 0 });
    expect((await sessionOf(first.investment.id)).status).toBe('expired');

    const second = await stripeInvestment();
    fake.expire(second.ref);
    expect((await check(second.investor.token, second.ref)).json().data.data).toMatchObject({ status: 'expired', changed: true });
    expect(await offerRow(second.campaign.id)).toMatchObject({ sharesHeld: 0, amountHeld: 0 });
  });

  it('a paid event whose amount is not the session’s credits nothing', async () => {
    const { investment, ref } = await stripeInvestment();
    fake.pay(ref).amount_total = 1_00;
    expect((await deliver(fake.event('checkout.session.completed', ref))).statusCode).toBe(200);
    expect((await investmentRow(investment.id)).status).toBe('pending');
    fake.sessions.get(ref)!.amount_total = 250_00;
  });

  it('a Stripe outage is a 502 and leaves no investment behind', async () => {
    const { campaign } = await equityCampaign(ctx);
    const investor = await readyInvestor(ctx);
    stripeConfig.apiUrl = 'http://127.0.0.1:9';
    try {
      const res = await invest(ctx, investor.token, { campaignId: campaign.id, amount: 250_00, paymentType: 'stripe' });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('The payment service is not available at the moment. Please try again later.');
    } finally {
      stripeConfig.apiUrl = fake.url;
    }
    expect((await db().select({ n: count() }).from(investments).where(eq(investments.campaignId, campaign.id)))[0]!.n).toBe(0);
    // The whole investment rolled back, the offer row it opened included.
    expect(await offerRow(campaign.id)).toBeUndefined();
  });
});

describe('wallet top-up by Stripe', () => {
  afterEach(async () => {
    await db().update(revenueSettings).set({ topUpFeeBps: 0, topUpFlatFee: 0 });
    expect(await checkLedger(db())).toMatchObject({ balanced: true, negativeBalances: 0 });
  });

  it('add-wallet-topup by Stripe: fees on top, credited once by webhook and redirect', async () => {
    await db().update(revenueSettings).set({ topUpFeeBps: 250, topUpFlatFee: 30 });
    const user = await createUser(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/add-wallet-topup',
      headers: bearer(user.token),
      remoteAddress: nextIp(),
      payload: { amount: 100_00, currencyCode: 'USD', paymentType: 'stripe' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const topUp = res.json().data.data as { id: string; sessionId: string; total: number; fee: number; checkoutUrl: string };
    expect(topUp).toMatchObject({ fee: 2_80, total: 102_80 });
    const ref = (await sessionOf(topUp.id)).providerRef!;
    expect(fake.sessions.get(ref)).toMatchObject({ amount_total: 102_80, currency: 'usd' });
    expect(topUp.checkoutUrl).toBe(`https://checkout.stripe.test/c/pay/${ref}`);
    fake.pay(ref);
    const event = fake.event('checkout.session.completed', ref);
    const results = await Promise.all([deliver(event), deliver(event), check(user.token, ref), check(user.token, topUp.sessionId)]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await balanceOf(db(), { kind: 'investor_wallet', currency: 'USD', userId: user.id })).toBe(100_00);
    expect(await transfersFor(`topup:${topUp.id}`)).toBe(1);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/wallet/wallet-preapproval/${topUp.id}`,
      headers: bearer(user.token),
    });
    expect(detail.json().data.data).toMatchObject({ status: 2, amount: 100_00, fee: 2_80, total: 102_80 });
  });

  it('the spec’s wallet-checkout-session is the same top-up by Stripe; a failed payment credits nothing', async () => {
    const user = await createUser(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/campaigns/equity/payment-gateway/wallet-checkout-session',
      headers: bearer(user.token),
      remoteAddress: nextIp(),
      payload: { amount: 40_00, currencyCode: 'USD' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const topUp = res.json().data.data as { id: string };
    const ref = (await sessionOf(topUp.id)).providerRef!;
    fake.expire(ref);
    expect((await deliver(fake.event('checkout.session.expired', ref))).statusCode).toBe(200);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/wallet/wallet-preapproval/${topUp.id}`,
      headers: bearer(user.token),
    });
    expect(detail.json().data.data).toMatchObject({ status: 3 });
    expect(await balanceOf(db(), { kind: 'investor_wallet', currency: 'USD', userId: user.id })).toBe(0);
  });
});
