import { paymentSessions, reconciliationRuns } from '@cf/db';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config';
import { runReconcilePayments } from '../../jobs/reconcile-payments';
import { listUrl, nextIp, useStaff, useTestApp } from '../../../test/app';
import { FAKE_SECRET_KEY, FAKE_WEBHOOK_SECRET, type FakeStripe, signPayload, startFakeStripe } from '../../../test/fake-stripe';
import { equityCampaign, invest, readyInvestor } from '../../../test/money';
import { sandboxInvestment } from '../disputes/testing';
import { checkLedger, post } from '../ledger/index';
import { paymentRoutes } from '../payment-gateways/index';
import { reconcileDay } from './index';

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
const today = () => new Date().toISOString().slice(0, 10);
const reconcile = () => reconcileDay(db(), paymentRoutes(ctx.app.config), today());

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

const deliver = (payload: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(payload) },
    remoteAddress: nextIp(),
    payload,
  });

/** An investment paid by Stripe at the fake (a charge on its balance), its webhook delivered. */
async function stripePayment(amount: number) {
  const { campaign } = await equityCampaign(ctx);
  const investor = await readyInvestor(ctx);
  const res = await invest(ctx, investor.token, { campaignId: campaign.id, amount, paymentType: 'stripe' });
  expect(res.statusCode, res.body).toBe(201);
  const [session] = await db()
    .select()
    .from(paymentSessions)
    .where(eq(paymentSessions.subjectId, res.json().data.data.id as string));
  fake.pay(session!.providerRef!);
  expect((await deliver(fake.event('checkout.session.completed', session!.providerRef!))).statusCode).toBe(200);
  return session!;
}

describe('the daily reconciliation of payment routes', () => {
  afterEach(async () => {
    expect(await checkLedger(db())).toMatchObject({ balanced: true, negativeBalances: 0 });
  });

  it('the sandbox has no outside report: its movements are recorded as such, never as differences', async () => {
    await sandboxInvestment(ctx, 150_00);
    const runs = await reconcile();
    expect(runs.find((r) => r.provider === 'sandbox')).toMatchObject({ status: 'no_report', differences: 0 });
    expect(runs.filter((r) => r.differences > 0)).toEqual([]);
  });

  it('Stripe: payments and a dispute match the ledger; a planted movement and a ledger-only one are listed; a rerun replaces the day', async () => {
    const paid = await stripePayment(250_00);
    await stripePayment(400_00);
    const dispute = fake.dispute(paid.providerRef!);
    expect((await deliver(fake.disputeEvent('charge.dispute.created', dispute.id))).statusCode).toBe(200);

    const clean = (await reconcile()).find((r) => r.provider === 'stripe')!;
    expect(clean).toMatchObject({ status: 'matched', differences: 0 });
    const [run] = await db().select().from(reconciliationRuns).where(eq(reconciliationRuns.id, clean.runId));
    expect(run).toMatchObject({ day: today(), providerCount: 3, ledgerCount: 3, matched: 3 });

    // A charge the ledger never saw, and a ledger movement Stripe never made.
    fake.addBalanceTransaction({ amount: 12_34, currency: 'usd', type: 'charge', reporting_category: 'charge', source: 'ch_planted' });
    await post(db(), {
      idempotencyKey: 'test:ledger-only',
      kind: 'correction',
      entries: [
        { account: { kind: 'gateway_clearing', currency: 'USD', provider: 'stripe' }, amount: -5_00 },
        { account: { kind: 'platform_fees', currency: 'USD' }, amount: 5_00 },
      ],
    });
    const found = (await reconcile()).find((r) => r.provider === 'stripe')!;
    expect(found).toMatchObject({ status: 'differences', differences: 2 });
    expect(await db().select().from(reconciliationRuns).where(eq(reconciliationRuns.provider, 'stripe'))).toHaveLength(1);

    // The console lists the run and its differences.
    const list = await staff.client.get(listUrl('reconciliation-runs', { filter: { provider: 'stripe' } }));
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual([expect.objectContaining({ id: found.runId, status: 'differences', differences: 2 })]);
    const shown = await staff.client.get(`/api/v1/console/reconciliation-runs/${found.runId}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().items).toEqual([
      expect.objectContaining({
        kind: 'missing_at_provider',
        reference: 'test:ledger-only',
        currency: 'USD',
        providerAmount: null,
        ledgerAmount: 5_00,
      }),
      expect.objectContaining({
        kind: 'missing_in_ledger',
        reference: 'ch_planted',
        currency: 'USD',
        providerAmount: 12_34,
        ledgerAmount: null,
      }),
    ]);
  });

  it('the job reconciles yesterday, and is listed last in the registry', async () => {
    const tomorrow = new Date(Date.now() + 86_400_000);
    const result = await runReconcilePayments({ db: db(), config: ctx.app.config }, tomorrow);
    expect(result.day).toBe(today());
    expect(result.runs.map((r) => r.provider)).toEqual(expect.arrayContaining(['sandbox', 'stripe']));
    const jobs = (await staff.client.get('/api/v1/console/jobs')).json() as { name: string; cadence: string }[];
    expect(jobs.at(-1)).toMatchObject({ name: 'reconcile-payments', cadence: 'day' });
  });
});
