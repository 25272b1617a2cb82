import { campaigns, ledgerTransfers } from '@cf/db';
import { CAMPAIGN_STATUS } from '@cf/domain';
import { count, eq } from 'drizzle-orm';
import { apiCaller, createUser, type TestContext } from '../../../test/app';
import { insertCampaign } from '../../../test/campaigns-public';
import { fundWallet, invest, readyInvestor } from '../../../test/money';
import { balanceOf } from '../ledger/index';

/** Test support for the repayment tests (imported by tests only). */

/**
 * A debt campaign in USD (12% a year, paid quarterly over 12 months, first due 2027-03-31) whose
 * investors each invested one of `amounts` from their wallets, then closed as successful.
 */
export async function debtCampaign(ctx: TestContext, amounts: number[], props: Partial<typeof campaigns.$inferInsert> = {}) {
  const owner = await createUser(ctx, { userType: 'campaign-owner' });
  const campaign = await insertCampaign(ctx, {
    ownerId: owner.id,
    investingType: 'debt',
    interestRateBps: 1200,
    investFrequency: 'quarterly',
    termLengthMonths: 12,
    paybackStartDate: '2027-03-31',
    repaymentMethod: 'manual',
    minimumInvestment: 1_00,
    maximumInvestment: 100_000_00,
    goal: 10_000_000_00,
    minimumRaise: 1_000_00,
    maximumRaise: 10_000_000_00,
    ...props,
  });
  const investors = [];
  for (const amount of amounts) {
    const investor = await readyInvestor(ctx);
    await fundWallet(ctx, investor.id, amount);
    const res = await invest(ctx, investor.token, { campaignId: campaign.id, amount });
    if (res.statusCode !== 201) throw new Error(`invest failed: ${res.body}`);
    investors.push(investor);
  }
  await ctx.handle.db.update(campaigns).set({ status: CAMPAIGN_STATUS.successful }).where(eq(campaigns.id, campaign.id));
  return { owner, campaign, investors };
}

export const walletOf = (ctx: TestContext, userId: string) =>
  balanceOf(ctx.handle.db, { kind: 'investor_wallet', currency: 'USD', userId });

export const transferCount = async (ctx: TestContext) => (await ctx.handle.db.select({ n: count() }).from(ledgerTransfers))[0]!.n;

/** The repayment calls of one test file. */
export function repaymentCalls(ctx: TestContext) {
  const call = apiCaller(ctx);
  const base = '/campaigns/equities';
  return {
    create: (token: string, campaignId: number, body: object) => call('POST', `${base}/${campaignId}/create-repayment`, token, body),
    schedule: (token: string, campaignId: number) => call('GET', `${base}/${campaignId}/get-repayment`, token),
    single: (token: string, id: string) => call('GET', `${base}/${id}/get-single-repayment`, token),
    process: (token: string, id: string, body: object) => call('PATCH', `${base}/${id}/process-repayment`, token, body),
    online: (token: string, id: string, body: object) => call('POST', `${base}/${id}/online-repayment`, token, body),
    auto: (token: string, campaignId: number, body: object) => call('POST', `${base}/${campaignId}/create-auto-repayment`, token, body),
    ach: (token: string, campaignId: number) => call('GET', `${base}/${campaignId}/get-ach-status`, token),
  };
}
