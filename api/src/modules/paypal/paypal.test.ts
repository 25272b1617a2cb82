import { campaignOffers, investments, ledgerTransfers, paymentGateways, siteSettings } from '@cf/db';
import { count, eq, like } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createUser, nextIp } from '../../../test/app';
import { equityCampaign, invest, readyInvestor } from '../../../test/money';
import { balanceOf, checkLedger } from '../ledger/index';
import { transferByKey } from '../settlement/testing';
import { paypalGateway, paypalInvestment, processPayment, sessionOf, usePaypalApp } from './testing';

const { ctx, staff, config, fake } = usePaypalApp();
const db = () => ctx.handle.db;

const investmentRow = async (id: string) => (await db().select().from(investments).where(eq(investments.id, id)))[0]!;
const offerRow = async (campaignId: number) =>
  (await db().select().from(campaignOffers).where(eq(campaignOffers.campaignId, campaignId)))[0];
const transfersFor = async (key: string) =>
  (await db().select({ n: count() }).from(ledgerTransfers).where(like(ledgerTransfers.idempotencyKey, key)))[0]!.n;
const signed = { acceptTerms: true, acceptRisk: true, signature: { type: 'typed', value: 'Jane Investor' } };

describe('investing by PayPal against the fake PayPal (the real SDK)', () => {
  afterEach(async () => {
    expect(await checkLedger(db())).toMatchObject({ balanced: true, negativeBalances: 0 });
  });

  it('opens a PayPal order for the investment: the shares are held, nothing is paid yet', async () => {
    const { campaign, investment, session, orderId } = await paypalInvestment(ctx);
    expect(investment).toMatchObject({ status: 'pending', checkoutUrl: `${fake().url}/checkoutnow?token=${orderId}` });
    expect(fake().orders.get(orderId)).toMatchObject({
      status: 'PAYER_ACTION_REQUIRED',
      purchase_units: [{ amount: { currency_code: 'USD', value: '250.00' }, custom_id: session.id, invoice_id: session.id }],
      return_url: `http://localhost/payment-receipt/${investment.id}`,
      cancel_url: `http://localhost/receipt-fail?investment=${investment.id}`,
    });
    expect(fake().calls).toContain(`POST /v2/checkout/orders checkout:${session.id}`);
    expect(session).toMatchObject({ provider: 'paypal', twin: false, status: 'open', amount: 250_00, currency: 'USD' });
    expect(await offerRow(campaign.id)).toMatchObject({ sharesHeld: 10, sharesSold: 0 });
  });

  it('the spec’s checkout-session is process-investment by PayPal; a retried Idempotency-Key makes one order', async () => {
    const { campaign } = await equityCampaign(ctx);
    const investor = await readyInvestor(ctx);
    const orders = fake().orders.size;
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/campaigns/equity/paypal-payment/checkout-session',
        headers: { ...bearer(investor.token), 'idempotency-key': `pp-${campaign.id}` },
        remoteAddress: nextIp(),
        payload: { campaignId: campaign.id, shares: 4, ...signed },
      });
    const [first, again] = [await send(), await send()];
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.data).toMatchObject({ paymentType: 'paypal', status: 'pending', amount: 100_00, shares: 4 });
    expect(again.json().data.data.id).toBe(first.json().data.data.id);
    expect(fake().orders.size).toBe(orders + 1);
  });

  it('process-payment: PayPal is asked, not the return address; the approved order is captured and paid once', async () => {
    const { campaign, investor, investment, session, orderId } = await paypalInvestment(ctx);
    // Back without approving (the payer closed PayPal's page): nothing happens.
    expect((await processPayment(ctx, investor.token, { orderId })).json().data.data).toMatchObject({ status: 'open', changed: false });
    // Someone else's order is not found, whichever id they name.
    const other = await createUser(ctx);
    expect((await processPayment(ctx, other.token, { orderId })).statusCode).toBe(404);
    expect((await processPayment(ctx, other.token, { sessionId: session.id })).statusCode).toBe(404);
    expect((await processPayment(ctx, investor.token, {})).statusCode).toBe(400);

    fake().approve(orderId);
    const results = await Promise.all([
      processPayment(ctx, investor.token, { orderId }),
      processPayment(ctx, investor.token, { sessionId: session.id }),
      processPayment(ctx, investor.token, { orderId }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(results.filter((r) => r.json().data.data.changed)).toHaveLength(1);
    expect(results[0]!.json().data.data).toMatchObject({
      sessionId: session.id,
      purpose: 'investment',
      subjectId: investment.id,
      status: 'paid',
    });
    expect(await investmentRow(investment.id)).toMatchObject({ status: 'success', holdExpiresAt: null });
    expect(await transfersFor(`investment:${investment.id}%`)).toBe(1);
    expect(await balanceOf(db(), { kind: 'campaign_escrow', currency: 'USD', campaignId: campaign.id })).toBe(250_00);
    expect(await offerRow(campaign.id)).toMatchObject({ sharesHeld: 0, sharesSold: 10 });
    // One capture at PayPal, asked for under capture:<order>.
    expect([...fake().captures.values()].filter((c) => c.orderId === orderId)).toHaveLength(1);
    expect(fake().calls).toContain(`POST /v2/checkout/orders/${orderId}/capture capture:${orderId}`);
  });

  it('a capture PayPal declines fails the investment and releases the shares', async () => {
    const { campaign, investor, investment, orderId } = await paypalInvestment(ctx);
    fake().approve(orderId, 'decline');
    expect((await processPayment(ctx, investor.token, { orderId })).json().data.data).toMatchObject({ status: 'failed', changed: true });
    expect(await investmentRow(investment.id)).toMatchObject({ status: 'fail' });
    expect(await offerRow(campaign.id)).toMatchObject({ sharesHeld: 0, sharesSold: 0 });
    expect(await transfersFor(`investment:${investment.id}%`)).toBe(0);
  });

  it('a currency PayPal does not take is refused on paymentType, before anything is held', async () => {
    const { campaign } = await equityCampaign(ctx, { currencyCode: 'AED' });
    const investor = await readyInvestor(ctx);
    const res = await invest(ctx, investor.token, { campaignId: campaign.id, amount: 250_00, paymentType: 'paypal' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'paymentType', message: 'Currency not supported by the payment provider.' }]);
    expect(await offerRow(campaign.id)).toBeUndefined();
  });

  it('a PayPal outage is a 502 and leaves no investment behind', async () => {
    const { campaign } = await equityCampaign(ctx);
    const investor = await readyInvestor(ctx);
    const url = config.apiUrl;
    config.apiUrl = 'http://127.0.0.1:9';
    try {
      const res = await invest(ctx, investor.token, { campaignId: campaign.id, amount: 250_00, paymentType: 'paypal' });
      expect(res.statusCode).toBe(502);
    } finally {
      config.apiUrl = url;
    }
    expect((await db().select({ n: count() }).from(investments).where(eq(investments.campaignId, campaign.id)))[0]!.n).toBe(0);
    expect(await offerRow(campaign.id)).toBeUndefined();
  });

  it('a failed campaign’s settlement refunds a PayPal payment through PayPal, once', async () => {
    const { campaign, investor, investment, orderId } = await paypalInvestment(ctx, { campaignType: 'fixed', minimumRaise: 5_000_00 });
    fake().approve(orderId);
    expect((await processPayment(ctx, investor.token, { orderId })).json().data.data.status).toBe('paid');
    await db().update(siteSettings).set({ walletModule: false });
    try {
      const res = await staff.client.post(`/api/v1/console/campaigns/${campaign.id}/close`, {});
      expect(res.json()).toMatchObject({ status: 5, settlement: { outcome: 'unsuccessful', refunded: 250_00 } });
    } finally {
      await db().update(siteSettings).set({ walletModule: true });
    }
    const capture = fake().orders.get(orderId)!.capture!;
    const refunds = [...fake().refunds.values()].filter((r) => r.captureId === capture.id);
    expect(refunds).toEqual([expect.objectContaining({ amount: { currency_code: 'USD', value: '250.00' } })]);
    expect(fake().calls).toContain(`POST /v2/payments/captures/${capture.id}/refund investment:${investment.id}:refund`);
    expect(capture.status).toBe('REFUNDED');
    expect((await transferByKey(db(), `investment:${investment.id}:refund`)).entries).toEqual({
      campaign_escrow: -250_00,
      'gateway_clearing:paypal': 250_00,
    });
    expect(await investmentRow(investment.id)).toMatchObject({ status: 'refunded' });
  });

  it('tops up the wallet by PayPal: the order is for the total, the wallet credited once on return', async () => {
    const user = await createUser(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/add-wallet-topup',
      headers: bearer(user.token),
      remoteAddress: nextIp(),
      payload: { amount: 80_00, currencyCode: 'EUR', paymentType: 'paypal' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const topUp = res.json().data.data as { id: string; sessionId: string; total: number; checkoutUrl: string };
    const orderId = (await sessionOf(ctx, topUp.id)).providerRef!;
    expect(topUp.checkoutUrl).toBe(`${fake().url}/checkoutnow?token=${orderId}`);
    expect(fake().orders.get(orderId)!.purchase_units[0]).toMatchObject({
      amount: { currency_code: 'EUR', value: (topUp.total / 100).toFixed(2) },
      custom_id: topUp.sessionId,
    });
    expect(fake().orders.get(orderId)!.return_url).toBe(`http://localhost/topup-receipt/${topUp.id}`);
    fake().approve(orderId);
    const results = await Promise.all([processPayment(ctx, user.token, { orderId }), processPayment(ctx, user.token, { orderId })]);
    expect(results.map((r) => r.json().data.data.status)).toEqual(['paid', 'paid']);
    expect(await balanceOf(db(), { kind: 'investor_wallet', currency: 'EUR', userId: user.id })).toBe(80_00);
    expect(await transfersFor(`topup:${topUp.id}`)).toBe(1);
  });

  it('in test mode without keys PayPal is its sandbox twin: paid on the platform’s own page, nothing sent to PayPal', async () => {
    await db()
      .update(paymentGateways)
      .set({ clientId: null, secretKeySealed: null, webhookId: null })
      .where(eq(paymentGateways.provider, 'paypal'));
    try {
      const calls = fake().calls.length;
      const { investor, investment, session } = await paypalInvestment(ctx);
      expect(session).toMatchObject({ provider: 'paypal', twin: true, providerRef: `paypal-twin:${session.id}` });
      expect(investment.checkoutUrl).toBe(`http://localhost/payments/sandbox/${session.id}`);
      // The return's check leaves a twin to its page's buttons.
      expect((await processPayment(ctx, investor.token, { sessionId: session.id })).json().data.data).toMatchObject({ status: 'open' });
      const paid = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/payments/sandbox/sessions/${session.id}/complete`,
        headers: bearer(investor.token),
        remoteAddress: nextIp(),
        payload: { outcome: 'paid' },
      });
      expect(paid.json().data.data).toMatchObject({ status: 'paid', changed: true });
      expect(await investmentRow(investment.id)).toMatchObject({ status: 'success' });
      expect(fake().calls.length).toBe(calls);
    } finally {
      const res = await staff.client.put('/api/v1/console/payment-gateways/paypal', paypalGateway);
      expect(res.statusCode, res.body).toBe(200);
    }
  });
});
