import { campaignOffers } from '@cf/db';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useStaff, useTestApp } from '../../../test/app';
import { fundWallet, invest, readyInvestor } from '../../../test/money';
import { runCloseCampaigns } from '../../jobs/close-campaigns';
import { checkLedger } from '../ledger/index';
import { campaignOf, campaignWithInvestors, closedYesterday, investmentStatus, settlementNotes, settlementOf, walletOf } from './testing';

const ctx = useTestApp();
const staff = useStaff(ctx);
const db = () => ctx.handle.db;
const DAY = 86_400_000;

describe('payments in flight at the closing date', () => {
  // The demo's closed campaigns are settled by the first run: start after it.
  beforeAll(async () => {
    await runCloseCampaigns(ctx.app);
  });

  afterEach(async () => {
    expect(await checkLedger(db())).toMatchObject({ balanced: true, negativeBalances: 0, driftedAccounts: 0 });
  });

  it('keep the campaign closing, taking no new money; once the transfer is confirmed it counts and the campaign settles', async () => {
    const { campaign, owner, investors } = await campaignWithInvestors(
      ctx,
      staff.client,
      { campaignType: 'flexible', minimumRaise: 1_000_00 },
      [{ amount: 1_000_00 }, { amount: 500_00, paymentType: 'offline', pending: true }],
    );
    await closedYesterday(db(), campaign.id);
    const first = await runCloseCampaigns(ctx.app);
    expect(first).toMatchObject({ ran: true, result: { closing: 1, settled: 0 } });
    expect(await campaignOf(db(), campaign.id)).toMatchObject({ status: 2, closingSince: expect.any(Date), settledAt: null });
    expect(await settlementOf(db(), campaign.id)).toBeUndefined();
    expect(await settlementNotes(db(), [owner.id])).toEqual([
      expect.objectContaining({ key: 'settlement.notify.ownerClosing', params: expect.objectContaining({ inFlight: 1 }) }),
    ]);

    // No new money meanwhile, with a clear reason.
    const late = await readyInvestor(ctx);
    await fundWallet(ctx, late.id, 100_00);
    const refused = await invest(ctx, late.token, { campaignId: campaign.id, amount: 100_00 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This campaign has closed and is settling the payments already made: it accepts no new investments.',
    );

    // Another run within the grace period changes nothing and tells no one again.
    expect(await runCloseCampaigns(ctx.app)).toMatchObject({ result: { closing: 1, settled: 0 } });
    expect(await settlementNotes(db(), [owner.id])).toHaveLength(1);

    // Staff confirm the bank transfer: $1,500 raised; the next run settles it (10% = $150, owed $1,350).
    expect((await staff.client.post(`/api/v1/console/investments/${investors[1]!.investmentId}/confirm-offline`)).statusCode).toBe(200);
    expect(await runCloseCampaigns(ctx.app)).toMatchObject({ result: { closing: 0, settled: 1, closed: 1 } });
    expect(await settlementOf(db(), campaign.id)).toMatchObject({ outcome: 'successful', raised: 1_500_00, fee: 150_00, net: 1_350_00 });
    expect(await campaignOf(db(), campaign.id)).toMatchObject({ status: 4, raisedAmount: 1_500_00, investorCount: 2 });
  });

  it('are cancelled when the grace period ends, and the campaign settles without them', async () => {
    const { campaign, investors } = await campaignWithInvestors(ctx, staff.client, { campaignType: 'fixed', minimumRaise: 2_000_00 }, [
      { amount: 1_000_00 },
      { amount: 500_00, paymentType: 'offline', pending: true },
    ]);
    await closedYesterday(db(), campaign.id);
    expect(await runCloseCampaigns(ctx.app)).toMatchObject({ result: { closing: 1 } });
    // Seven days of grace (the default): six days on it is still closing, eight days on it settles.
    expect(await runCloseCampaigns(ctx.app, new Date(Date.now() + 6 * DAY))).toMatchObject({ result: { closing: 1, settled: 0 } });
    // (Demo campaigns closing within the week settle in that run too.)
    expect(await runCloseCampaigns(ctx.app, new Date(Date.now() + 8 * DAY))).toMatchObject({ result: { closing: 0 } });

    const [paid, inFlight] = investors;
    expect(await settlementOf(db(), campaign.id)).toMatchObject({ outcome: 'unsuccessful', raised: 1_000_00, refunded: 1_000_00, fee: 0 });
    expect(await walletOf(db(), paid!.id)).toBe(1_000_00);
    expect(await investmentStatus(db(), paid!.investmentId)).toBe('refunded');
    expect(await investmentStatus(db(), inFlight!.investmentId)).toBe('fail');
    expect(await settlementNotes(db(), [inFlight!.id])).toEqual([
      expect.objectContaining({ key: 'settlement.notify.paymentCancelled', params: expect.objectContaining({ amount: '$500.00' }) }),
    ]);
    const [offer] = await db().select().from(campaignOffers).where(eq(campaignOffers.campaignId, campaign.id));
    expect(offer).toMatchObject({ sharesSold: 0, sharesHeld: 0, amountHeld: 0 });
  });
});
