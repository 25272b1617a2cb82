import { paymentSessions } from '@cf/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AppConfig } from '../../config';
import { bearer, nextIp, type TestContext, useStaff, useTestApp } from '../../../test/app';
import { FAKE_CLIENT_ID, FAKE_SECRET, FAKE_WEBHOOK_ID, type FakePaypal, startFakePaypal } from '../../../test/fake-paypal';
import { equityCampaign, invest, readyInvestor } from '../../../test/money';

/** Test helpers of the PayPal API tests (not shipped: imported by *.test.ts only). */

export const paypalGateway = {
  enabled: true,
  testMode: true,
  publicKey: null,
  instructions: null,
  clientId: FAKE_CLIENT_ID,
  secretKey: FAKE_SECRET,
  webhookId: FAKE_WEBHOOK_ID,
  currencies: [],
  webhookSecret: null,
};

/**
 * An app whose PayPal route is live against a fake PayPal on loopback (the real SDK's requests,
 * its OAuth token call included, are dialled there), with the console's keys and webhook id.
 */
export function usePaypalApp() {
  // The app reads config.paypal when it calls PayPal, so the fake's address is filled in once it listens.
  const config: AppConfig['paypal'] = { apiUrl: 'http://127.0.0.1:9', clientId: undefined, secret: undefined, webhookId: undefined };
  const holder = { fake: undefined as unknown as FakePaypal };
  beforeAll(async () => {
    holder.fake = await startFakePaypal();
    config.apiUrl = holder.fake.url;
  });
  afterAll(async () => holder.fake?.close());
  const ctx = useTestApp({ paypal: config });
  const staff = useStaff(ctx);
  beforeAll(async () => {
    const res = await staff.client.put('/api/v1/console/payment-gateways/paypal', paypalGateway);
    expect(res.statusCode, res.body).toBe(200);
  });
  return { ctx, staff, config, fake: () => holder.fake };
}

export const sessionOf = async (ctx: TestContext, subjectId: string) =>
  (await ctx.handle.db.select().from(paymentSessions).where(eq(paymentSessions.subjectId, subjectId)))[0]!;

/** An investor holding 10 shares ($250) through a PayPal order at the fake. */
export async function paypalInvestment(ctx: TestContext, props: Parameters<typeof equityCampaign>[1] = {}) {
  const { campaign, owner } = await equityCampaign(ctx, props);
  const investor = await readyInvestor(ctx);
  const res = await invest(ctx, investor.token, { campaignId: campaign.id, amount: 250_00, paymentType: 'paypal' });
  expect(res.statusCode, res.body).toBe(201);
  const investment = res.json().data.data as { id: string; status: string; checkoutUrl: string; amount: number };
  const session = await sessionOf(ctx, investment.id);
  return { campaign, owner, investor, investment, session, orderId: session.providerRef! };
}

/** POST /paypal-payment/process-payment, as the site does when the payer is back from PayPal. */
export const processPayment = (ctx: TestContext, token: string, body: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/campaigns/equity/paypal-payment/process-payment',
    headers: bearer(token),
    remoteAddress: nextIp(),
    payload: body,
  });

/** POST /webhooks/paypal with the exact bytes and PayPal's headers (signed by the fake unless given). */
export const deliver = (ctx: TestContext, fake: FakePaypal, body: string, headers: Record<string, string> = fake.sign(body)) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/paypal',
    headers: { 'content-type': 'application/json', ...headers },
    remoteAddress: nextIp(),
    payload: body,
  });
