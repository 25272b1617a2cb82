import { investments, siteSettings } from '@cf/db';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, latestAudit, nextIp, useStaff, useTestApp } from '../../../test/app';
import { checkLedger } from '../ledger/index';
import {
  campaignOf,
  campaignWithInvestors,
  completeSandbox,
  investmentStatus,
  settlementNotes,
  settlementOf,
  transferByKey,
  walletOf,
} from './testing';

const ctx = useTestApp();
const staff = useStaff(ctx);
const db = () => ctx.handle.db;
const url = (id: number, action: string) => `/api/v1/console/campaigns/${id}/${action}`;

describe('staff close a campaign now, or cancel it and refund everyone', () => {
  afterEach(async () => {
    await db().update(siteSettings).set({ walletModule: true });
    expect(await checkLedger(db())).toMatchObject({ balanced: true, negativeBalances: 0, driftedAccounts: 0 });
  });

  it('close now settles a live campaign before its closing date, once, audited; only staff may', async () => {
    // $800 ≥ $500 minimum, fixed: 5% = $40, owed $760.
    const { campaign, investors } = await campaignWithInvestors(ctx, staff.client, { campaignType: 'fixed', minimumRaise: 500_00 }, [
      { amount: 800_00 },
    ]);
    const investor = investors[0]!;
    const refused = await ctx.app.inject({
      method: 'POST',
      url: url(campaign.id, 'close'),
      headers: bearer(investor.token),
      remoteAddress: nextIp(),
      payload: {},
    });
    expect(refused.statusCode).toBe(403);
    expect((await campaignOf(db(), campaign.id)).status).toBe(2);

    const res = await staff.client.post(url(campaign.id, 'close'), { reason: 'Raise complete early' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: campaign.id,
      status: 4,
      closingSince: null,
      settlement: { outcome: 'successful', raised: 800_00, feeBps: 500, fee: 40_00, net: 760_00, refunded: 0 },
    });
    expect(await latestAudit(ctx, 'campaigns', String(campaign.id))).toMatchObject({
      action: 'close-now',
      actorId: staff.id,
      before: { status: 2 },
      after: { status: 4, outcome: 'successful', fee: 40_00, net: 760_00 },
    });
    const again = await staff.client.post(url(campaign.id, 'close'), {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a live campaign that is not settled yet can be closed or cancelled.');
    expect((await staff.client.get(url(campaign.id, 'settlement'))).json()).toMatchObject({ status: 4, settlement: { net: 760_00 } });
  });

  it('cancel refunds every investor in full with no fee, cancels a checkout in flight, and money that still arrives lands in the wallet', async () => {
    // A flexible campaign over its minimum would keep the money: cancelled, it gives it all back.
    const { campaign, owner, investors } = await campaignWithInvestors(
      ctx,
      staff.client,
      { campaignType: 'flexible', minimumRaise: 100_00 },
      [{ amount: 300_00 }, { amount: 450_00 }, { amount: 250_00, paymentType: 'sandbox', pending: true }],
    );
    expect((await staff.client.post(url(campaign.id, 'cancel'), {})).statusCode).toBe(400);
    const res = await staff.client.post(url(campaign.id, 'cancel'), { reason: 'Company dissolved' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 5, settlement: { outcome: 'cancelled', raised: 750_00, fee: 0, net: 0, refunded: 750_00 } });
    expect(await campaignOf(db(), campaign.id)).toMatchObject({
      status: 5,
      raisedAmount: 0,
      investorCount: 0,
      decisionReason: 'Company dissolved',
    });
    const [a, b, checkout] = investors;
    expect(await walletOf(db(), a!.id)).toBe(300_00);
    expect(await walletOf(db(), b!.id)).toBe(450_00);
    expect(await investmentStatus(db(), checkout!.investmentId)).toBe('fail');
    expect(await latestAudit(ctx, 'campaigns', String(campaign.id))).toMatchObject({
      action: 'cancel',
      after: { outcome: 'cancelled', reason: 'Company dissolved' },
    });
    expect(await settlementNotes(db(), [a!.id])).toEqual([
      expect.objectContaining({
        key: 'settlement.notify.cancelRefundWallet',
        params: expect.objectContaining({ reason: 'Company dissolved' }),
      }),
    ]);
    expect(await settlementNotes(db(), [owner.id])).toEqual([expect.objectContaining({ key: 'settlement.notify.ownerCancelled' })]);

    // The investor pays the checkout after all: nothing is dropped, it is credited to their wallet.
    expect((await completeSandbox(ctx, checkout!.token, checkout!.sessionId!, 'paid')).statusCode).toBe(200);
    expect(await walletOf(db(), checkout!.id)).toBe(250_00);
    expect(await settlementOf(db(), campaign.id)).toMatchObject({ refunded: 750_00 });
  });

  it('without the wallet module, refunds go back the way they came; the card provider’s fee is the platform’s cost', async () => {
    const { campaign, investors } = await campaignWithInvestors(ctx, staff.client, { campaignType: 'fixed', minimumRaise: 5_000_00 }, [
      { amount: 200_00 },
      { amount: 300_00, paymentType: 'sandbox' },
      { amount: 400_00, paymentType: 'offline' },
    ]);
    const [fromWallet, byCard, byBank] = investors;
    // What the provider kept of the card payment (the sandbox charges none; a card provider would).
    await db().update(investments).set({ gatewayFee: 9_00 }).where(eq(investments.id, byCard!.investmentId));
    await db().update(siteSettings).set({ walletModule: false });

    const res = await staff.client.post(url(campaign.id, 'close'), {});
    expect(res.json()).toMatchObject({ status: 5, settlement: { outcome: 'unsuccessful', raised: 900_00, refunded: 900_00, fee: 0 } });
    expect((await transferByKey(db(), `investment:${fromWallet!.investmentId}:refund`)).entries).toEqual({
      campaign_escrow: -200_00,
      investor_wallet: 200_00,
    });
    // $300 back to the card; the $9 the provider keeps is covered by the platform.
    expect((await transferByKey(db(), `investment:${byCard!.investmentId}:refund`)).entries).toEqual({
      campaign_escrow: -300_00,
      'gateway_clearing:sandbox': 300_00 - 9_00,
      platform_costs: 9_00,
    });
    expect((await transferByKey(db(), `investment:${byBank!.investmentId}:refund`)).entries).toEqual({
      campaign_escrow: -400_00,
      'gateway_clearing:offline': 400_00,
    });
    expect(await walletOf(db(), byCard!.id)).toBe(0);
    for (const [who, key] of [
      [byCard!, 'refundProvider'],
      [byBank!, 'refundBankTransfer'],
    ] as const)
      expect(await settlementNotes(db(), [who.id])).toEqual([expect.objectContaining({ key: `settlement.notify.${key}` })]);
  });
});
