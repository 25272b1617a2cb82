import { campaignOffers, investments } from '@cf/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { equityCampaign, invest, readyInvestor } from '../../test/money';
import { runExpireHolds } from './expire-holds';

const ctx = useTestApp();
const db = () => ctx.handle.db;
const offerOf = async (campaignId: number) =>
  (await db().select().from(campaignOffers).where(eq(campaignOffers.campaignId, campaignId)))[0]!;

describe('the expire-holds job', () => {
  it('gives back the shares of started payments past their reservation time, and only those', async () => {
    const { campaign } = await equityCampaign(ctx, { availableShares: 20 });
    const investor = await readyInvestor(ctx);
    const stale = (await invest(ctx, investor.token, { campaignId: campaign.id, shares: 8, paymentType: 'sandbox' })).json().data.data;
    const fresh = (await invest(ctx, investor.token, { campaignId: campaign.id, shares: 5, paymentType: 'sandbox' })).json().data.data;
    expect(await offerOf(campaign.id)).toMatchObject({ sharesHeld: 13, amountHeld: 13 * 25_00 });

    await db()
      .update(investments)
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(investments.id, stale.id));
    expect(await runExpireHolds({ db: db() })).toEqual({ campaigns: 1 });

    expect(await offerOf(campaign.id)).toMatchObject({ sharesHeld: 5, amountHeld: 5 * 25_00, sharesSold: 0 });
    const rows = await db()
      .select({ id: investments.id, status: investments.status })
      .from(investments)
      .where(eq(investments.campaignId, campaign.id));
    expect(rows.find((r) => r.id === stale.id)?.status).toBe('fail');
    expect(rows.find((r) => r.id === fresh.id)?.status).toBe('pending');
    // Nothing left to release: a second run finds no campaign.
    expect(await runExpireHolds({ db: db() })).toEqual({ campaigns: 0 });
  });
});
