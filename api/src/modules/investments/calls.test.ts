import { campaignOffers, investments } from '@cf/db';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createUser, nextIp, useTestApp } from '../../../test/app';
import { equityCampaign, fundWallet, invest, readyInvestor } from '../../../test/money';
import { balanceOf, checkLedger } from '../ledger/index';

const ctx = useTestApp();
const db = () => ctx.handle.db;
const call = (method: 'GET' | 'PATCH' | 'POST', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(token), remoteAddress: nextIp(), ...(payload ? { payload } : {}) });
const offerOf = async (campaignId: number) =>
  (await db().select().from(campaignOffers).where(eq(campaignOffers.campaignId, campaignId)))[0]!;
const complete = (token: string, sessionId: string) =>
  call('POST', `/api/v1/payments/sandbox/sessions/${sessionId}/complete`, token, { outcome: 'paid' });

describe('the other investing calls of the spec', () => {
  afterEach(async () => {
    expect(await checkLedger(db())).toMatchObject({ balanced: true, negativeBalances: 0 });
  });

  it('PATCH process-investment/{id} cancels an unpaid investment and gives its shares back; a late payment lands in the wallet', async () => {
    const { campaign } = await equityCampaign(ctx);
    const investor = await readyInvestor(ctx);
    const started = (await invest(ctx, investor.token, { campaignId: campaign.id, shares: 6, paymentType: 'sandbox' })).json().data.data;
    expect(await offerOf(campaign.id)).toMatchObject({ sharesHeld: 6 });

    const stranger = await readyInvestor(ctx);
    expect((await call('PATCH', `/api/v1/process-investment/${started.id}`, stranger.token, { status: 'cancelled' })).statusCode).toBe(404);
    expect((await call('PATCH', `/api/v1/process-investment/${started.id}`, investor.token, { status: 'paid' })).statusCode).toBe(400);

    const cancelled = await call('PATCH', `/api/v1/process-investment/${started.id}`, investor.token, { status: 'cancelled' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.data).toMatchObject({ id: started.id, status: 'fail' });
    expect(await offerOf(campaign.id)).toMatchObject({ sharesHeld: 0, amountHeld: 0, sharesSold: 0 });

    // Cancelled twice: nothing left to cancel.
    const again = await call('PATCH', `/api/v1/process-investment/${started.id}`, investor.token, { status: 'cancelled' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only an investment that is not paid yet can be cancelled.');

    // The checkout is paid after all: no shares are sold, the money is credited to the wallet.
    await complete(investor.token, started.checkoutUrl.split('/').pop());
    expect(await balanceOf(db(), { kind: 'investor_wallet', currency: 'USD', userId: investor.id })).toBe(6 * 25_00);
    expect(await offerOf(campaign.id)).toMatchObject({ sharesSold: 0 });
  });

  it('a paid investment cannot be cancelled', async () => {
    const { campaign } = await equityCampaign(ctx);
    const investor = await readyInvestor(ctx);
    await fundWallet(ctx, investor.id, 1_000_00);
    const paid = (await invest(ctx, investor.token, { campaignId: campaign.id, amount: 250_00 })).json().data.data;
    expect((await call('PATCH', `/api/v1/process-investment/${paid.id}`, investor.token, { status: 'cancelled' })).statusCode).toBe(409);
    const [row] = await db().select().from(investments).where(eq(investments.id, paid.id));
    expect(row?.status).toBe('success');
  });

  it('GET process-investment/{id}/{campaignId} answers within its campaign only, to its investor and owner', async () => {
    const { campaign, owner } = await equityCampaign(ctx);
    const investor = await readyInvestor(ctx);
    await fundWallet(ctx, investor.id, 1_000_00);
    const paid = (await invest(ctx, investor.token, { campaignId: campaign.id, amount: 250_00 })).json().data.data;
    for (const token of [investor.token, owner.token]) {
      const res = await call('GET', `/api/v1/process-investment/${paid.id}/${campaign.id}`, token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.data).toMatchObject({ id: paid.id, campaignId: campaign.id, amount: 250_00 });
    }
    expect((await call('GET', `/api/v1/process-investment/${paid.id}/${campaign.id + 1}`, investor.token)).statusCode).toBe(404);
    const stranger = await createUser(ctx);
    expect((await call('GET', `/api/v1/process-investment/${paid.id}/${campaign.id}`, stranger.token)).statusCode).toBe(404);
  });

  it('GET transactions lists the caller’s investment payments with their ledger transfer, 10 a page, by currency', async () => {
    const { campaign } = await equityCampaign(ctx, { maximumRaise: 100_000_00, availableShares: 4_000 });
    const investor = await readyInvestor(ctx);
    await fundWallet(ctx, investor.id, 3_000_00);
    for (let i = 0; i < 11; i++) await invest(ctx, investor.token, { campaignId: campaign.id, amount: 100_00 + i * 25_00 });
    const first = await call('GET', '/api/v1/transactions?currencyCode=USD', investor.token);
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json().data;
    expect(body.data).toHaveLength(10);
    expect(body.data[0]).toMatchObject({ amount: 350_00, status: 'success', campaign: { id: campaign.id } });
    expect(body.data[0].transactionId).toEqual(expect.any(Number));
    const second = (await call('GET', '/api/v1/transactions?currencyCode=USD&page=2', investor.token)).json().data;
    expect(second.data).toHaveLength(1);
    expect((await call('GET', '/api/v1/transactions?currencyCode=EUR', investor.token)).json().data.data).toHaveLength(0);
    // Another user sees none of them.
    const other = await createUser(ctx);
    expect((await call('GET', '/api/v1/transactions', other.token)).json().data.data).toHaveLength(0);
  });

  it('POST wallet-preapproval starts a top-up; PATCH update-wallet-topup/{id} reports it, once paid, to its owner only', async () => {
    const investor = await readyInvestor(ctx);
    const started = await call('POST', '/api/v1/wallet/wallet-preapproval', investor.token, {
      amount: 40_00,
      currencyCode: 'USD',
      paymentType: 'sandbox',
    });
    expect(started.statusCode, started.body).toBe(201);
    const { id, sessionId } = started.json().data.data;
    expect((await call('PATCH', `/api/v1/wallet/update-wallet-topup/${id}`, investor.token)).json().data.data).toMatchObject({ status: 0 });
    await complete(investor.token, sessionId);
    const updated = await call('PATCH', `/api/v1/wallet/update-wallet-topup/${id}`, investor.token);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data.data).toMatchObject({ id, status: 2, amount: 40_00 });
    const stranger = await createUser(ctx);
    expect((await call('PATCH', `/api/v1/wallet/update-wallet-topup/${id}`, stranger.token)).statusCode).toBe(404);
  });
});
