import { campaignOffers, campaigns, emailOutbox, investments, ledgerTransfers } from '@cf/db';
import { and, count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { apiCaller, latestAudit, useStaff, useTestApp } from '../../../test/app';
import { equityCampaign, fundWallet, invest, readyInvestor } from '../../../test/money';
import { balanceOf, checkLedger } from '../ledger/index';
import { settleForTest } from './testing';

const ctx = useTestApp();
const staff = useStaff(ctx);
const db = () => ctx.handle.db;
const call = apiCaller(ctx);

const wallet = (userId: string) => balanceOf(db(), { kind: 'investor_wallet', currency: 'USD', userId });
const escrow = (campaignId: number) => balanceOf(db(), { kind: 'campaign_escrow', currency: 'USD', campaignId });
const refund = (id: string, reason = 'Investor withdrew within the cooling-off period') =>
  staff.client.post(`/api/v1/console/investments/${id}/refund`, { reason });
const campaignRow = async (id: number) => (await db().select().from(campaigns).where(eq(campaigns.id, id)))[0]!;
const offerRow = async (id: number) => (await db().select().from(campaignOffers).where(eq(campaignOffers.campaignId, id)))[0]!;

async function invested(campaignId: number, investor: { id: string; token: string }, amount: number) {
  await fundWallet(ctx, investor.id, amount);
  const res = await invest(ctx, investor.token, { campaignId, amount });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.data.id as string;
}

describe('staff refund of a confirmed investment to the investor’s wallet', () => {
  afterEach(async () => {
    expect(await checkLedger(db())).toMatchObject({ balanced: true, negativeBalances: 0 });
  });

  it('moves the amount from escrow to the wallet once, marks it refunded and keeps the campaign’s figures', async () => {
    const { campaign } = await equityCampaign(ctx);
    const [one, two] = [await readyInvestor(ctx), await readyInvestor(ctx)];
    const first = await invested(campaign.id, one, 250_00);
    const second = await invested(campaign.id, one, 100_00);
    await invested(campaign.id, two, 500_00);
    expect(await campaignRow(campaign.id)).toMatchObject({ raisedAmount: 850_00, investorCount: 2 });
    expect((await offerRow(campaign.id)).sharesSold).toBe(34);

    const res = await refund(first);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: first, status: 'refunded' });
    expect(await wallet(one.id)).toBe(250_00);
    expect(await escrow(campaign.id)).toBe(600_00);
    // The investor still holds another paid investment: still counted once.
    expect(await campaignRow(campaign.id)).toMatchObject({ raisedAmount: 600_00, investorCount: 2 });
    expect((await offerRow(campaign.id)).sharesSold).toBe(24);

    expect((await refund(second)).statusCode).toBe(200);
    expect(await campaignRow(campaign.id)).toMatchObject({ raisedAmount: 500_00, investorCount: 1 });
    expect(await wallet(one.id)).toBe(350_00);

    // Once refunded, again is refused and moves nothing.
    const again = await refund(first);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a confirmed investment can be refunded.');
    const transfers = await db()
      .select({ n: count() })
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.idempotencyKey, `investment:${first}:admin-refund`), eq(ledgerTransfers.kind, 'wallet_refund')));
    expect(transfers[0]!.n).toBe(1);

    // The investor's wallet says "amount refunded by admin"; they got an e-mail; staff's action is audited.
    const lines = (await call('GET', '/wallet/get-user-wallet-list?currencyCode=USD', one.token)).json().data.data;
    expect(lines[0]).toMatchObject({ entryType: 'CREDIT', activityType: 'amountRefunded', amount: 100_00 });
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, one.id), eq(emailOutbox.template, 'investment-refunded')));
    expect(mail).toMatchObject({ subject: 'Amount refunded by admin' });
    expect(await latestAudit(ctx, 'investments', first)).toMatchObject({
      action: 'refund',
      before: { status: 'success' },
      after: { status: 'refunded' },
    });
  });

  it('is refused once the campaign is settled, and for unpaid investments; only staff may refund', async () => {
    const { campaign } = await equityCampaign(ctx, { campaignType: 'flexible' });
    const investor = await readyInvestor(ctx);
    const id = await invested(campaign.id, investor, 300_00);
    const pending = (await invest(ctx, investor.token, { campaignId: campaign.id, amount: 200_00, paymentType: 'offline' })).json().data
      .data.id;
    expect((await refund(pending)).statusCode).toBe(409);
    expect((await call('POST', `/console/investments/${id}/refund`, investor.token, { reason: 'mine' })).statusCode).toBe(403);
    expect((await refund(id, '')).statusCode).toBe(400);

    await settleForTest(db(), campaign.id);
    const refused = await refund(id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(
      /^This campaign’s money was settled on .+ and is no longer in escrow: the investment cannot be refunded here\.$/,
    );
    expect(await wallet(investor.id)).toBe(0);
    expect((await db().select().from(investments).where(eq(investments.id, id)))[0]!.status).toBe('success');
  });
});
