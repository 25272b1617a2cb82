import { auditLog, investments, paymentGateways, paymentSessions, siteSettings } from '@cf/db';
import { and, eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createUser, latestAudit, listUrl, nextIp, totalOf, useStaff, useTestApp } from '../../../test/app';
import { equityCampaign, fundWallet, invest, readyInvestor } from '../../../test/money';
import type { PaymentProvider } from '@cf/domain/wallet';
import { balanceOf, checkLedger } from '../ledger/index';
import type { PaymentGatewayInput } from '@cf/domain/schemas/payment-gateways';
import { assertRouteOn, gatewayRow, updateGateway } from './index';

const ctx = useTestApp();
const staff = useStaff(ctx);
const db = () => ctx.handle.db;

const SECRET = 'sk_test_never_echoed_4242';
const WEBHOOK_SECRET = 'whsec_never_echoed_4242';
const base = { enabled: false, testMode: true, publicKey: null, instructions: null, secretKey: null, webhookSecret: null };
const put = (provider: string, body: object) => staff.client.put(`/api/v1/console/payment-gateways/${provider}`, { ...base, ...body });
const setEnabled = (provider: PaymentProvider, enabled: boolean) =>
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
    await db()
      .update(paymentGateways)
      .set({ enabled: true, testMode: true, clientId: null, webhookId: null, secretKeySealed: null })
      .where(inArray(paymentGateways.provider, ['paypal', 'ach', 'mangopay']));
    await db().update(paymentGateways).set({ currencies: [] });
    await db().update(siteSettings).set({ walletModule: true });
    expect(await checkLedger(db())).toMatchObject({ balanced: true });
  });

  it('lists the seven routes to staff; the demo runs PayPal, ACH and MangoPay as their sandbox twins', async () => {
    const res = await staff.client.get(listUrl('payment-gateways'));
    expect(res.statusCode, res.body).toBe(200);
    expect(totalOf(res)).toBe(7);
    const byId = Object.fromEntries((res.json() as { id: string; enabled: boolean }[]).map((r) => [r.id, r.enabled]));
    expect(byId).toEqual({ ach: true, mangopay: true, offline: true, paypal: true, sandbox: true, stripe: false, wallet: true });
    const twins = (await staff.client.get(listUrl('payment-gateways'))).json() as { id: string; mode: string | null }[];
    expect(Object.fromEntries(twins.map((r) => [r.id, r.mode]))).toMatchObject({
      ach: 'twin',
      mangopay: 'twin',
      paypal: 'twin',
      stripe: 'off',
    });
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
    for (const provider of ['sandbox', 'paypal', 'ach', 'mangopay'] as const) await setEnabled(provider, false);
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

  it('runs PayPal, ACH and MangoPay as their sandbox twin in test mode without keys, and refuses live mode without them', async () => {
    const twin = await put('paypal', { enabled: true, testMode: true });
    expect(twin.statusCode, twin.body).toBe(200);
    expect(twin.json()).toMatchObject({ mode: 'twin', webhookUrl: 'http://localhost/api/v1/webhooks/paypal' });
    const live = await put('ach', { enabled: true, testMode: false });
    expect(live.statusCode).toBe(400);
    expect(
      live
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['clientId', 'secretKey']);
    const half = await put('mangopay', { enabled: false, testMode: true, clientId: 'fundright-test' });
    expect(half.json().errors).toEqual([
      {
        field: 'secretKey',
        message:
          'Enter both the client id and the secret: a live route needs them (in test mode without any key, the route runs as its sandbox twin).',
      },
    ]);
    const noHook = await put('paypal', { enabled: true, testMode: false, clientId: 'AbcClient', secretKey: 'paypal-secret-4242' });
    expect(noHook.json().errors.map((e: { field: string }) => e.field)).toEqual(['webhookId']);
    const keyed = await put('paypal', {
      enabled: true,
      testMode: false,
      clientId: 'AbcClient',
      secretKey: 'paypal-secret-4242',
      webhookId: 'WH-1',
    });
    expect(keyed.statusCode, keyed.body).toBe(200);
    expect(keyed.json()).toMatchObject({ mode: 'live', clientId: 'AbcClient', webhookId: 'WH-1', hasSecretKey: true, secretKey: null });
    expect(keyed.body).not.toContain('paypal-secret-4242');
    // An empty secret keeps the stored one: the route stays live.
    const kept = await put('paypal', { enabled: true, testMode: false, clientId: 'AbcClient', webhookId: 'WH-1' });
    expect(kept.json()).toMatchObject({ mode: 'live', hasSecretKey: true });
  });

  it('refuses a currency its route does not take, before anything is held, and offers payers only what each route takes', async () => {
    const { campaign } = await equityCampaign(ctx);
    const investor = await readyInvestor(ctx);
    // ACH moves US dollars only: staff cannot offer it in euros.
    const achInEuros = await put('ach', { enabled: true, currencies: ['EUR'] });
    expect(achInEuros.json().errors).toEqual([{ field: 'currencies', message: 'Currency not supported by the payment provider.' }]);
    expect((await put('ach', { enabled: true })).statusCode).toBe(200);
    expect((await put('sandbox', { enabled: true, currencies: ['eur'] })).json()).toMatchObject({ currencies: ['EUR'] });
    const res = await invest(ctx, investor.token, { campaignId: campaign.id, amount: 100_00, paymentType: 'sandbox' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'paymentType', message: 'Currency not supported by the payment provider.' }]);
    // Nothing was held or written: the refusal rolled the investment back.
    expect(await db().select().from(investments).where(eq(investments.campaignId, campaign.id))).toEqual([]);
    const front = (await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/payment-gateway/' })).json().data.data as {
      provider: string;
      currencies: string[] | null;
    }[];
    expect(Object.fromEntries(front.map((g) => [g.provider, g.currencies]))).toMatchObject({
      ach: ['USD'],
      sandbox: ['EUR'],
      offline: null,
      wallet: null,
    });
  });

  it('pays a PayPal investment on its sandbox twin: the platform’s own page, the same fulfilment, nothing called outside', async () => {
    await put('paypal', { enabled: true, testMode: true });
    const { campaign } = await equityCampaign(ctx);
    const investor = await readyInvestor(ctx);
    const res = await invest(ctx, investor.token, { campaignId: campaign.id, amount: 250_00, paymentType: 'paypal' });
    expect(res.statusCode, res.body).toBe(201);
    const investment = res.json().data.data as { id: string; checkoutUrl: string };
    const [session] = await db().select().from(paymentSessions).where(eq(paymentSessions.subjectId, investment.id));
    expect(session).toMatchObject({ provider: 'paypal', twin: true, status: 'open', providerRef: `paypal-twin:${session!.id}` });
    expect(investment.checkoutUrl).toBe(`http://localhost/payments/sandbox/${session!.id}`);
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/payments/sandbox/sessions/${session!.id}`,
      headers: bearer(investor.token),
    });
    expect(page.json().data.data).toMatchObject({ provider: 'paypal', amount: 250_00, currencyCode: 'USD' });
    const paid = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/payments/sandbox/sessions/${session!.id}/complete`,
      headers: bearer(investor.token),
      remoteAddress: nextIp(),
      payload: { outcome: 'paid' },
    });
    expect(paid.json().data.data).toMatchObject({ status: 'paid', changed: true });
    const [row] = await db().select().from(investments).where(eq(investments.id, investment.id));
    expect(row).toMatchObject({ status: 'success', paymentType: 'paypal' });
    expect(await balanceOf(db(), { kind: 'gateway_clearing', currency: 'USD', provider: 'paypal' })).toBe(-250_00);
    // Switched off, its twin's buttons refuse too.
    await setEnabled('paypal', false);
    const again = await invest(ctx, investor.token, { campaignId: campaign.id, amount: 100_00, paymentType: 'paypal' });
    expect(again.json().errors).toEqual([{ field: 'paymentType', message: 'This payment method is not available.' }]);
  });

  it('reads a route once per transaction (one answer for a payment), and the transaction sees its own console change', async () => {
    await db().transaction(async (tx) => {
      const first = await gatewayRow(tx, 'offline');
      expect(first?.enabled).toBe(true);
      // Asked again in the same payment: the same row, not a second read.
      expect(await gatewayRow(tx, 'offline')).toBe(first);
      await updateGateway(tx, ctx.app.config, 'offline', {
        ...base,
        enabled: false,
        clientId: null,
        webhookId: null,
        currencies: [],
        instructions: 'Pay to IBAN GB00 0000',
      } as PaymentGatewayInput);
      expect((await gatewayRow(tx, 'offline'))?.enabled).toBe(false);
      await expect(assertRouteOn(tx, 'offline')).rejects.toMatchObject({
        fieldErrors: [{ field: 'paymentType', message: 'wallet.errors.routeOff' }],
      });
    });
    // Outside a transaction every call reads: another writer's change is seen at once.
    expect((await gatewayRow(db(), 'offline'))?.enabled).toBe(false);
    await setEnabled('offline', true);
    expect((await gatewayRow(db(), 'offline'))?.enabled).toBe(true);
  });
});
