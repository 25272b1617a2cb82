import { campaignPayoutAccounts, payouts } from '@cf/db';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../config';
import { apiCaller, createUser, useStaff, useTestApp } from '../../../test/app';
import { FAKE_SECRET_KEY, FAKE_WEBHOOK_SECRET, type FakeStripe, startFakeStripe } from '../../../test/fake-stripe';
import { equityCampaign, fundWallet, invest, readyInvestor } from '../../../test/money';
import { balanceOf, checkLedger } from '../ledger/index';
import { payableOwner, settleForTest } from './testing';

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
const call = apiCaller(ctx);

/** A settled campaign of this type whose owner may be paid, its payout account without a Stripe account. */
async function settled(type: 'fixed' | 'flexible' = 'flexible') {
  const { campaign, owner } = await equityCampaign(ctx, { campaignType: type });
  const investor = await readyInvestor(ctx);
  await fundWallet(ctx, investor.id, 500_00);
  expect((await invest(ctx, investor.token, { campaignId: campaign.id, amount: 500_00 })).statusCode).toBe(201);
  await payableOwner(db(), ctx.app.config.encryptionKey, campaign.id, owner.id);
  await settleForTest(db(), campaign.id, { feeBps: 1_000 });
  return { campaign, owner };
}

const connect = (token: string, campaignId: number, body: object) =>
  call('POST', `/campaigns/equities/${campaignId}/stripe-connect`, token, body);
const complete = (token: string, campaignId: number, accountId: string) =>
  call('POST', `/campaigns/equities/${campaignId}/stripe-connect/complete`, token, { accountId });
const accountOf = async (campaignId: number) =>
  (await db().select().from(campaignPayoutAccounts).where(eq(campaignPayoutAccounts.campaignId, campaignId)))[0]!;
const endHold = (campaignId: number) =>
  db()
    .update(campaignPayoutAccounts)
    .set({ detailsChangedAt: new Date(Date.now() - 49 * 3_600_000) })
    .where(eq(campaignPayoutAccounts.campaignId, campaignId));

afterEach(async () => {
  expect(await checkLedger(db())).toMatchObject({ balanced: true, negativeBalances: 0 });
});

describe('Stripe Connect without a Stripe gateway: the sandbox simulates onboarding', () => {
  it('connects with the password, holds payouts 48 hours, refuses forged or foreign accounts', async () => {
    const { campaign, owner } = await settled();
    const noPassword = await connect(owner.token, campaign.id, {});
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().errors).toEqual([{ field: 'currentPassword', message: 'Enter your password to change the payout details.' }]);

    const started = await connect(owner.token, campaign.id, { currentPassword: owner.password });
    expect(started.statusCode, started.body).toBe(200);
    const url = new URL(started.json().data.data.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${ctx.app.config.publicUrl}/stripe-account-connect`);
    expect(url.searchParams.get('campaign')).toBe(String(campaign.id));
    const accountId = url.searchParams.get('account')!;
    expect((await accountOf(campaign.id)).stripeAccountId).toBeNull();

    // Another campaign cannot claim this account, and a made-up one is refused.
    const other = await settled();
    expect((await complete(other.owner.token, other.campaign.id, accountId)).statusCode).toBe(409);
    const forged = await complete(owner.token, campaign.id, `${accountId.slice(0, -1)}${accountId.endsWith('0') ? '1' : '0'}`);
    expect(forged.statusCode).toBe(409);
    expect(forged.json().message).toBe('This Stripe account was not connected from this campaign.');

    const done = await complete(owner.token, campaign.id, accountId);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.data).toEqual({ stripeConnected: true });
    expect((await accountOf(campaign.id)).stripeAccountId).toBe(accountId);

    const held = await call('POST', `/campaigns/equities/${campaign.id}/request-payout`, owner.token, { method: 'stripe_connect' });
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toMatch(/payouts resume on/);

    // Confirmed by staff: the sandbox makes the transfer's reference; the money leaves through Stripe's clearing account.
    await endHold(campaign.id);
    const asked = await call('POST', `/campaigns/equities/${campaign.id}/request-payout`, owner.token, { method: 'stripe_connect' });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().data.data.id as string;
    expect((await staff.client.post(`/api/v1/console/payouts/${id}/approve`)).statusCode).toBe(200);
    const confirmed = await staff.client.post(`/api/v1/console/payouts/${id}/confirm`, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [row] = await db().select().from(payouts).where(eq(payouts.id, id));
    expect(row!.reference).toMatch(/^tr_sandbox_/);
    expect(await balanceOf(db(), { kind: 'owner_payable', currency: 'USD', campaignId: campaign.id })).toBe(0);

    const disconnected = await call('DELETE', `/campaigns/equities/${campaign.id}/stripe-connect`, owner.token);
    expect(disconnected.json().data.data).toEqual({ stripeConnected: false });
  });

  it('fixed campaigns cannot connect Stripe; other people cannot connect anyone’s', async () => {
    const fixed = await settled('fixed');
    const refused = await connect(fixed.owner.token, fixed.campaign.id, { currentPassword: fixed.owner.password });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Fixed campaigns are paid out by bank transfer only.');
    const stranger = await createUser(ctx, { userType: 'campaign-owner' });
    expect((await connect(stranger.token, fixed.campaign.id, { currentPassword: stranger.password })).statusCode).toBe(404);
  });
});

describe('Stripe Connect with the Stripe gateway (the SDK against a fake Stripe)', () => {
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

  it('opens an account for the campaign, waits for onboarding, then pays out by a Stripe transfer once', async () => {
    const { campaign, owner } = await settled();
    const started = await connect(owner.token, campaign.id, { currentPassword: owner.password });
    expect(started.statusCode, started.body).toBe(200);
    const url = new URL(started.json().data.data.url);
    expect(url.host).toBe('connect.stripe.test');
    const accountId = url.pathname.split('/').pop()!;
    expect(fake.accounts.get(accountId)).toMatchObject({
      type: 'express',
      email: owner.email,
      metadata: { campaignId: String(campaign.id) },
    });
    expect(new URL(url.searchParams.get('return')!).searchParams.get('account')).toBe(accountId);

    const early = await complete(owner.token, campaign.id, accountId);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Your Stripe account setup is not finished. Please connect your Stripe account again.');
    fake.onboard(accountId);
    expect((await complete(owner.token, campaign.id, accountId)).statusCode).toBe(200);
    expect((await complete(owner.token, campaign.id, 'acct_unknown_1234')).statusCode).toBe(409);

    await endHold(campaign.id);
    const asked = await call('POST', `/campaigns/equities/${campaign.id}/request-payout`, owner.token, { method: 'stripe_connect' });
    const id = asked.json().data.data.id as string;
    expect((await staff.client.post(`/api/v1/console/payouts/${id}/approve`)).statusCode).toBe(200);
    const confirmed = await staff.client.post(`/api/v1/console/payouts/${id}/confirm`, {});
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const sent = [...fake.transfers.values()].filter((t) => t.destination === accountId);
    expect(sent).toMatchObject([{ amount: 450_00, currency: 'usd' }]);
    const [row] = await db().select().from(payouts).where(eq(payouts.id, id));
    expect(row).toMatchObject({ status: 'confirmed', reference: sent[0]!.id });
    expect((await staff.client.post(`/api/v1/console/payouts/${id}/confirm`, {})).statusCode).toBe(409);
    expect([...fake.transfers.values()].filter((t) => t.destination === accountId)).toHaveLength(1);
  });

  it('a reject racing the confirm: either the payout is confirmed with one transfer, or rejected with none', async () => {
    for (let round = 0; round < 3; round++) {
      const { campaign, owner } = await settled();
      const started = await connect(owner.token, campaign.id, { currentPassword: owner.password });
      const accountId = new URL(started.json().data.data.url).pathname.split('/').pop()!;
      fake.onboard(accountId);
      expect((await complete(owner.token, campaign.id, accountId)).statusCode).toBe(200);
      await endHold(campaign.id);
      const asked = await call('POST', `/campaigns/equities/${campaign.id}/request-payout`, owner.token, { method: 'stripe_connect' });
      const id = asked.json().data.data.id as string;
      expect((await staff.client.post(`/api/v1/console/payouts/${id}/approve`)).statusCode).toBe(200);
      // Money must never leave for a payout that ends rejected: before the fix, the transfer was
      // sent before the payout was locked, and the reject committed in between.
      const [confirmed, rejected] = await Promise.all([
        staff.client.post(`/api/v1/console/payouts/${id}/confirm`, {}),
        staff.client.post(`/api/v1/console/payouts/${id}/reject`, { reason: 'Details to check again' }),
      ]);
      expect([confirmed.statusCode, rejected.statusCode].sort()).toEqual([200, 409]);
      const [row] = await db().select().from(payouts).where(eq(payouts.id, id));
      const sent = [...fake.transfers.values()].filter((t) => t.destination === accountId);
      expect(sent).toHaveLength(row!.status === 'confirmed' ? 1 : 0);
      expect(row!.status).toBe(confirmed.statusCode === 200 ? 'confirmed' : 'rejected');
    }
  });
});
