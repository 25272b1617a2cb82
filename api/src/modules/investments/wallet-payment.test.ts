import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createUser, nextIp, useStaff, useTestApp } from '../../../test/app';
import { equityCampaign, fundWallet, invest, readyInvestor, typedSignature } from '../../../test/money';
import { balanceOf, checkLedger } from '../ledger/index';

const ctx = useTestApp();
const staff = useStaff(ctx);
const db = () => ctx.handle.db;

function payFromWallet(token: string, body: Record<string, unknown>, key: string | null = randomUUID()) {
  return ctx.app.inject({
    method: 'PATCH',
    url: '/api/v1/process-investment/check-and-process-wallet-investment',
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    remoteAddress: nextIp(),
    payload: { paymentType: 'wallet', acceptTerms: true, acceptRisk: true, signature: typedSignature, ...body },
  });
}

const completed = (token: string, id: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/process-investment/${id}/wallet-investment-completed`, headers: bearer(token) });

describe('wallet payment routes', () => {
  afterEach(async () => {
    expect(await checkLedger(db())).toMatchObject({ balanced: true, negativeBalances: 0 });
  });

  it('checks and pays from the wallet in one call, answering like process-investment', async () => {
    const { campaign } = await equityCampaign(ctx);
    const investor = await readyInvestor(ctx);
    await fundWallet(ctx, investor.id, 300_00);
    const res = await payFromWallet(investor.token, { campaignId: campaign.id, shares: 8 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.data).toMatchObject({ status: 'success', paymentType: 'wallet', amount: 200_00, shares: 8 });
    expect(await balanceOf(db(), { kind: 'investor_wallet', currency: 'USD', userId: investor.id })).toBe(100_00);
    expect(await balanceOf(db(), { kind: 'campaign_escrow', currency: 'USD', campaignId: campaign.id })).toBe(200_00);
  });

  it('refuses another payment type, a missing key, a short wallet and the usual investing rules', async () => {
    const { campaign } = await equityCampaign(ctx);
    const investor = await readyInvestor(ctx);
    await fundWallet(ctx, investor.id, 150_00);
    const sandbox = await payFromWallet(investor.token, { campaignId: campaign.id, amount: 100_00, paymentType: 'sandbox' });
    expect(sandbox.statusCode).toBe(400);
    expect(sandbox.json().errors[0]).toMatchObject({ field: 'paymentType' });
    expect((await payFromWallet(investor.token, { campaignId: campaign.id, amount: 100_00 }, null)).statusCode).toBe(400);
    const short = await payFromWallet(investor.token, { campaignId: campaign.id, amount: 200_00 });
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe('Insufficient wallet balance.');
    const below = await payFromWallet(investor.token, { campaignId: campaign.id, amount: 50_00 });
    expect(below.statusCode).toBe(400);
    expect(await balanceOf(db(), { kind: 'investor_wallet', currency: 'USD', userId: investor.id })).toBe(150_00);
  });

  it('a retry with the same key pays once and answers the same', async () => {
    const { campaign } = await equityCampaign(ctx);
    const investor = await readyInvestor(ctx);
    await fundWallet(ctx, investor.id, 1_000_00);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => payFromWallet(investor.token, { campaignId: campaign.id, amount: 100_00 }, key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(await balanceOf(db(), { kind: 'investor_wallet', currency: 'USD', userId: investor.id })).toBe(900_00);
  });

  it('wallet-investment-completed: the receipt for its investor only; the owner, staff and others get 404', async () => {
    const { campaign, owner } = await equityCampaign(ctx);
    const investor = await readyInvestor(ctx);
    await fundWallet(ctx, investor.id, 500_00);
    const paid = (await payFromWallet(investor.token, { campaignId: campaign.id, amount: 250_00 })).json().data.data;
    const mine = await completed(investor.token, paid.id);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.data).toMatchObject({
      id: paid.id,
      status: 'success',
      amount: 250_00,
      campaign: { id: campaign.id },
      currency: { code: 'USD' },
    });
    const other = await createUser(ctx, { userType: 'investor' });
    expect((await completed(other.token, paid.id)).statusCode).toBe(404);
    expect((await completed(owner.token, paid.id)).statusCode).toBe(404);
    expect((await completed(staff.token, paid.id)).statusCode).toBe(404);
    expect((await completed(investor.token, randomUUID())).statusCode).toBe(404);
    expect((await completed(investor.token, 'not-a-uuid')).statusCode).toBe(400);
    // Not a wallet payment, or not paid: not a completed wallet investment.
    const offline = (await invest(ctx, investor.token, { campaignId: campaign.id, amount: 100_00, paymentType: 'offline' })).json().data
      .data;
    expect((await completed(investor.token, offline.id)).statusCode).toBe(404);
  });

  it('refuses visitors before reading the body', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/process-investment/check-and-process-wallet-investment',
      payload: {},
    });
    expect(res.statusCode).toBe(401);
  });
});
