import { complianceSettings } from '@cf/db';
import { expect } from 'vitest';
import type { TestContext } from '../../../test/app';
import { equityCampaign, fundWallet, invest, readyInvestor } from '../../../test/money';

/** The reconfirmation tests' arrangements on a test app: the regime, paid investments, a live campaign. */
export function reconfirmationFixtures(ctx: TestContext) {
  const setRegime = (jurisdiction: 'us-reg-cf' | 'none' | 'eu-ecsp') =>
    ctx.handle.db
      .insert(complianceSettings)
      .values({ id: 1, jurisdiction })
      .onConflictDoUpdate({ target: complianceSettings.id, set: { jurisdiction } });

  async function invested(campaignId: number, investor: { id: string; token: string }, amount: number) {
    await fundWallet(ctx, investor.id, amount);
    const res = await invest(ctx, investor.token, { campaignId, amount });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.data.id as string;
  }

  /** A live campaign with paid investments (made before Reg CF is switched on, so no limit applies), then Reg CF. */
  async function liveCampaignWith(amounts: number[], campaign: { minimumRaise?: number } = {}) {
    await setRegime('none');
    const created = await equityCampaign(ctx, campaign);
    const investors = [];
    for (const amount of amounts) {
      const investor = await readyInvestor(ctx);
      investors.push({ ...investor, investmentId: await invested(created.campaign.id, investor, amount) });
    }
    await setRegime('us-reg-cf');
    return { campaign: created.campaign, owner: created.owner, investors };
  }

  return { setRegime, invested, liveCampaignWith };
}
