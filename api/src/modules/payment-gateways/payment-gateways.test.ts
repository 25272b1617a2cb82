import { auditLog, paymentGateways, siteSettings } from '@cf/db';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createUser, latestAudit, listUrl, nextIp, totalOf, useStaff, useTestApp } from '../../../test/app';
import { equityCampaign, fundWallet, invest, readyInvestor } from '../../../test/money';
import { checkLedger } from '../ledger/index';

const ctx = useTestApp();
const staff = useStaff(ctx);
const db = () => ctx.handle.db;

const SECRET = 'sk_test_never_echoed_4242';
const WEBHOOK_SECRET = 'whsec_never_echoed_4242';
const base = { enabled: false, testMode: true, publicKey: null, instructions: null, secretKey: null, webhookSecret: null };
const put = (provider: string, body: object) => staff.client.put(`/api/v1/console/payment-gateways/${provider}`, { ...base, ...body });
const setEnabled = (provider: 'sandbox' | 'stripe' | 'offline' | 'wallet', enabled: boolean) =>
  db().update(paymentGateways).set({ enabled }).where(eq(paymentGateways.provider, provider));

async function topUp(token: string, paymentType: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/wallet/add-wallet-topup',
    headers: bearer(token),
    remoteAddress: nextIp(),
    payload: { amount: 10_00, currencyCode: 'USD', paymentType },
  });
}

describe('payment gateway settings', () => {
  afterEach(async () => {
    for (const provider of ['sandbox', 'offline', 'wallet'] as const) await setEnabled(provider, true);
    await db()
      .update(paymentGateways)
      .set({ enabled: false, secretKeySealed: null, webhookSecretSealed: null, publicKey: null })
      .where(eq(paymentGateways.provider, 'stripe'));
    await db().update(siteSettings).set({ walletModule: true });
    expect(await checkLedger(db())).toMatchObject({ balanced: true });
  });

  it('lists the seven routes to staff, as migrations 0006 and 0010 made them', async () => {
    const res = await staff.client.get(listUrl('payment-gateways'));
    expect(res.statusCode, res.body).toBe(200);
    expect(totalOf(res)).toBe(7);
    const byId = Object.fromEntries((res.json() as { id: string; enabled: boolean }[]).map((r) => [r.id, r.enabled]));
    expect(byId).toEqual({ ach: false, mangopay: false, offline: true, paypal: false, sandbox: true, stripe: false, wallet: true });
    expect((await staff.client.get('/api/v1/console/payment-gateways/stripe')).json()).toMatchObject({
      provider: 'stripe',
      hasSecretKey: false,
      webhookUrl: 'http://localhost/api/v1/webhooks/stripe',
    });
    expect((await staff.client.get('/api/v1/console/payment-gateways/bitcoin')).statusCode).toBe(404);
    const visitor = await createUser(ctx);
    const refused = await ctx.app.inject({ method: 'GET', url: listUrl('payment-gateways'), headers: bearer(visitor.token) });
    expect(refused.statusCode).toBe(403);
  });

  it('keeps Stripe secrets write-only: stored sealed, never echoed by the console, the audit log or the public list', async () => {
    const saved = await put('stripe', { enabled: true, publicKey: 'pk_test_visible', secretKey: SECRET, webhookSecret: WEBHOOK_SECRET });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ enabled: true, hasSecretKey: true, hasWebhookSecret: true, secretKey: null, webhookSecret: null });
    const [row] = await db().select().from(paymentGateways).where(eq(paymentGateways.provider, 'stripe'));
    expect(row!.secretKeySealed).not.toContain(SECRET);
    // An empty field keeps the stored secret.
    const kept = await put('stripe', { enabled: true, publicKey: 'pk_test_visible' });
    expect(kept.json()).toMatchObject({ hasSecretKey: true, hasWebhookSecret: true });
    const answers = [
      saved.body,
      kept.body,
      (await staff.client.get(listUrl('payment-gateways'))).body,
      (await staff.client.get('/api/v1/console/payment-gateways/stripe')).body,
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/payment-gateway/' })).body,
      JSON.stringify(await db().select().from(auditLog).where(eq(auditLog.resource, 'payment-gateways'))),
    ];
    for (const body of answers) {
      expect(body).not.toContain(SECRET);
      expect(body).not.toContain(WEBHOOK_SECRET);
    }
    const audit = await latestAudit(ctx, 'payment-gateways', 'stripe');
    expect(audit).toMatchObject({ action: 'update', actorId: staff.id });
    expect(audit!.after).toMatchObject({ enabled: true, hasSecretKey: true });
  });

  it('refuses to switch Stripe on without its keys, or with keys of the wrong kind or mode', async () => {
    const none = await put('stripe', { enabled: true });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors.map((e: { field: string }) => e.field)).toEqual(['secretKey', 'webhookSecret']);
    const live = await put('stripe', { enabled: true, testMode: true, secretKey: 'sk_live_abc', webhookSecret: WEBHOOK_SECRET });
    expect(live.json().errors).toEqual([{ field: 'secretKey', message: 'Use a test key in test mode and a live key otherwise.' }]);
    const wrong = await put('stripe', { enabled: false, secretKey: 'pk_test_abc', webhookSecret: 'abc' });
    expect(wrong.json().errors.map((e: { field: string }) => e.field)).toEqual(['secretKey', 'webhookSecret']);
    const stored = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'payment-gateways'), eq(auditLog.recordId, 'stripe')));
    expect(stored.every((a) => !JSON.stringify(a).includes('sk_live_abc'))).toBe(true);
  });

  it('answers the public list with the enabled routes only, and offline instructions', async () => {
    await put('offline', { enabled: true, instructions: 'IBAN FR76 0000 0000 0000' });
    await setEnabled('sandbox', false);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/payment-gateway/' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.data).toEqual([
      { provider: 'offline', enabled: true, testMode: true, publicKey: null, instructions: 'IBAN FR76 0000 0000 0000', currencies: null },
      { provider: 'wallet', enabled: true, testMode: true, publicKey: null, instructions: null, currencies: null },
    ]);
  });

  it('refuses a route that is off with 400 on paymentType, before anything is held', async () => {
    const { campaign } = await equityCampaign(ctx);
    const investor = await readyInvestor(ctx);
    await fundWallet(ctx, investor.id, 1_000_00);
    const routeOff = { field: 'paymentType', message: 'This payment method is not available.' };
    // Stripe is off (migration 0006), and so is anything staff turn off.
    for (const paymentType of ['stripe', 'wallet', 'offline', 'sandbox'] as const) {
      await setEnabled(paymentType, false);
      const res = await invest(ctx, investor.token, { campaignId: campaign.id, amount: 100_00, paymentType });
      expect(res.statusCode, paymentType).toBe(400);
      expect(res.json().errors).toEqual([routeOff]);
    }
    expect((await topUp(investor.token, 'sandbox')).json().errors).toEqual([routeOff]);
    expect((await topUp(investor.token, 'stripe')).json().errors).toEqual([routeOff]);
    await setEnabled('wallet', true);
    expect((await invest(ctx, investor.token, { campaignId: campaign.id, amount: 100_00, paymentType: 'wallet' })).statusCode).toBe(201);
  });

  it('refuses the sandbox checkout’s buttons while the sandbox gateway is off', async () => {
    const user = await createUser(ctx);
    const started = await topUp(user.token, 'sandbox');
    expect(started.statusCode, started.body).toBe(201);
    await setEnabled('sandbox', false);
    const complete = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/payments/sandbox/sessions/${started.json().data.data.sessionId}/complete`,
        headers: bearer(user.token),
        remoteAddress: nextIp(),
        payload: { outcome: 'paid' },
      });
    const refused = await complete();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'paymentType', message: 'This payment method is not available.' }]);
    await setEnabled('sandbox', true);
    expect((await complete()).json().data.data).toMatchObject({ status: 'paid', changed: true });
  });

  it('enabled Stripe without a stored key and no environment key is still off for payers', async () => {
    await setEnabled('stripe', true);
    const { campaign } = await equityCampaign(ctx);
    const investor = await readyInvestor(ctx);
    const res = await invest(ctx, investor.token, { campaignId: campaign.id, amount: 100_00, paymentType: 'stripe' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'paymentType', message: 'This payment method is not available.' }]);
  });

  it('answers a webhook with 400 while no signing secret is set', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: '{"id":"evt_1"}',
    });
    expect(res.statusCode).toBe(400);
  });
});
