import { campaigns, revenueSettings } from '@cf/db';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { useStaff, useTestApp } from '../../../test/app';
import { fundWallet, invest, readyInvestor } from '../../../test/money';
import { call } from '../../../test/campaigns';
import { runCloseCampaigns } from '../../jobs/close-campaigns';
import { balanceOf, checkLedger } from '../ledger/index';
import {
  campaignOf,
  campaignWithInvestors,
  closedYesterday,
  investmentStatus,
  settlementNotes,
  settlementOf,
  transferByKey,
  walletOf,
} from './testing';

const ctx = useTestApp();
const staff = useStaff(ctx);
const db = () => ctx.handle.db;
const close = async () => {
  const run = await runCloseCampaigns(ctx.app);
  expect(run.ran).toBe(true);
  return run;
};

describe('closing and settling a campaign', () => {
  afterEach(async () => {
    expect(await checkLedger(db())).toMatchObject({ balanced: true, negativeBalances: 0, driftedAccounts: 0 });
  });

  // Worked by hand: $500 + $750 = $1,250 raised; fee = 1,250 × rate, the rest owed to the owner.
  it.each([
    ['fixed', 1_000_00, 'successful', 4, 500, 62_50, 1_187_50],
    ['flexible', 1_000_00, 'successful', 4, 1000, 125_00, 1_125_00],
    ['flexible', 2_000_00, 'unsuccessful', 5, 1500, 187_50, 1_062_50],
  ] as const)(
    '%s, minimum %i → %s (status %i): fee %i bps = %i, owed to the owner %i',
    async (type, minimumRaise, outcome, status, feeBps, fee, net) => {
      const { campaign, owner, investors } = await campaignWithInvestors(ctx, staff.client, { campaignType: type, minimumRaise }, [
        { amount: 500_00 },
        { amount: 750_00 },
      ]);
      await closedYesterday(db(), campaign.id);
      await close();

      expect(await campaignOf(db(), campaign.id)).toMatchObject({
        status,
        raisedAmount: 1_250_00,
        investorCount: 2,
        settledAt: expect.any(Date),
      });
      expect(await settlementOf(db(), campaign.id)).toMatchObject({
        outcome,
        raised: 1_250_00,
        feeBps,
        fee,
        net,
        refunded: 0,
        investors: 2,
      });
      expect(await transferByKey(db(), `settlement:${campaign.id}`)).toEqual({
        kind: 'owner_settlement',
        entries: { campaign_escrow: -1_250_00, owner_payable: net, platform_fees: fee },
      });
      expect(await balanceOf(db(), { kind: 'owner_payable', currency: 'USD', campaignId: campaign.id })).toBe(net);
      expect(await balanceOf(db(), { kind: 'campaign_escrow', currency: 'USD', campaignId: campaign.id })).toBe(0);
      // Investors keep their investment; they and the owner are told, with the figures.
      for (const i of investors) expect(await investmentStatus(db(), i.investmentId)).toBe('success');
      const told = await settlementNotes(db(), [owner.id, ...investors.map((i) => i.id)]);
      const kept = outcome === 'successful' ? 'investmentKept' : 'investmentKeptBelowMinimum';
      expect(
        told
          .filter((n) => n.key === `settlement.notify.${kept}`)
          .map((n) => n.userId)
          .sort(),
      ).toEqual(investors.map((i) => i.id).sort());
      const ownerKey = outcome === 'successful' ? 'ownerSuccessful' : 'ownerBelowMinimum';
      expect(told.find((n) => n.userId === owner.id)).toMatchObject({
        key: `settlement.notify.${ownerKey}`,
        params: { raised: '$1,250.00', fee: `$${(fee / 100).toFixed(2)}`, rate: `${feeBps / 100}%` },
      });
    },
  );

  it('refunds every investor of a fixed campaign below its minimum to their wallets, with no fee', async () => {
    const { campaign, owner, investors } = await campaignWithInvestors(
      ctx,
      staff.client,
      { campaignType: 'fixed', minimumRaise: 2_000_00 },
      [{ amount: 500_00 }, { amount: 750_00 }],
    );
    await closedYesterday(db(), campaign.id);
    await close();

    expect(await campaignOf(db(), campaign.id)).toMatchObject({ status: 5, raisedAmount: 0, investorCount: 0 });
    expect(await settlementOf(db(), campaign.id)).toMatchObject({
      outcome: 'unsuccessful',
      raised: 1_250_00,
      feeBps: 0,
      fee: 0,
      net: 0,
      refunded: 1_250_00,
      investors: 2,
    });
    for (const i of investors) {
      expect(await walletOf(db(), i.id)).toBe(i.amount);
      expect(await investmentStatus(db(), i.investmentId)).toBe('refunded');
      expect(await transferByKey(db(), `investment:${i.investmentId}:refund`)).toEqual({
        kind: 'investment_refund',
        entries: { campaign_escrow: -i.amount, investor_wallet: i.amount },
      });
    }
    expect(await transferByKey(db(), `settlement:${campaign.id}`)).toEqual({ kind: null, entries: {} });
    expect(await balanceOf(db(), { kind: 'owner_payable', currency: 'USD', campaignId: campaign.id })).toBe(0);
    expect(await settlementNotes(db(), [owner.id])).toEqual([
      expect.objectContaining({ key: 'settlement.notify.ownerRefunded', params: expect.objectContaining({ raised: '$1,250.00' }) }),
    ]);
    expect(await settlementNotes(db(), [investors[0]!.id])).toEqual([
      expect.objectContaining({ key: 'settlement.notify.refundWallet', link: '/settings/wallet' }),
    ]);
  });

  it('counts confirmed offline money, and only confirmed money', async () => {
    // $500 wallet + $775 offline confirmed = $1,275 ≥ $1,200: fee 10% = $127.50, owed $1,147.50.
    const { campaign } = await campaignWithInvestors(ctx, staff.client, { campaignType: 'flexible', minimumRaise: 1_200_00 }, [
      { amount: 500_00 },
      { amount: 775_00, paymentType: 'offline' },
    ]);
    await closedYesterday(db(), campaign.id);
    await close();
    expect(await settlementOf(db(), campaign.id)).toMatchObject({ outcome: 'successful', raised: 1_275_00, fee: 127_50, net: 1_147_50 });
  });

  it('takes the fee rates fixed at approval, whatever the settings say by the closing; unfixed ones take the settings of the day', async () => {
    // Approved by staff under 10% / 15%: the rates are fixed on the campaign.
    const approved = await campaignWithInvestors(ctx, staff.client, { status: 1, campaignType: 'flexible', minimumRaise: 100_00 }, []);
    expect((await staff.client.post(`/api/v1/console/campaigns/${approved.campaign.id}/approve`, {})).statusCode).toBe(200);
    expect(await campaignOf(db(), approved.campaign.id)).toMatchObject({ status: 2, successFeeBps: 1000, failFeeBps: 1500 });
    const investor = await readyInvestor(ctx);
    await fundWallet(ctx, investor.id, 1_000_00);
    expect((await invest(ctx, investor.token, { campaignId: approved.campaign.id, amount: 1_000_00 })).statusCode).toBe(201);
    // Live before rates were fixed (none stored): it takes the settings of the day it settles.
    const unfixed = await campaignWithInvestors(ctx, staff.client, { campaignType: 'flexible', minimumRaise: 100_00 }, [
      { amount: 1_000_00 },
    ]);
    expect(unfixed.campaign.successFeeBps).toBeNull();

    await db().update(revenueSettings).set({ flexibleSuccessFeeBps: 2500 });
    try {
      await closedYesterday(db(), approved.campaign.id);
      await closedYesterday(db(), unfixed.campaign.id);
      await close();
      // $1,000 × 10% = $100, owed $900; $1,000 × 25% = $250, owed $750.
      expect(await settlementOf(db(), approved.campaign.id)).toMatchObject({
        outcome: 'successful',
        feeBps: 1000,
        fee: 100_00,
        net: 900_00,
      });
      expect(await settlementOf(db(), unfixed.campaign.id)).toMatchObject({
        outcome: 'successful',
        feeBps: 2500,
        fee: 250_00,
        net: 750_00,
      });
    } finally {
      await db().update(revenueSettings).set({ flexibleSuccessFeeBps: 1000 });
    }
  });

  it('a live campaign is ended only by the settlement: the owner routes refuse closing it by status', async () => {
    const { campaign } = await campaignWithInvestors(ctx, staff.client, { minimumRaise: 100_00 }, [{ amount: 100_00 }]);
    const res = await call(ctx, staff.token, 'PATCH', `/campaigns/equities/${campaign.id}`, { status: 4 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A live campaign is closed with “Close now” in the console, which settles its money.');
    expect(await campaignOf(db(), campaign.id)).toMatchObject({ status: 2, settledAt: null });
    // Hiding moves no money: the escrow keeps it.
    expect((await staff.client.post(`/api/v1/console/campaigns/${campaign.id}/hide`, { reason: 'Under review' })).statusCode).toBe(200);
    expect(await balanceOf(db(), { kind: 'campaign_escrow', currency: 'USD', campaignId: campaign.id })).toBe(100_00);
    expect(
      await db()
        .select()
        .from(campaigns)
        .where(and(eq(campaigns.id, campaign.id), eq(campaigns.status, 6))),
    ).toHaveLength(1);
  });
});
