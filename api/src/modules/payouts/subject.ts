import { campaignPayoutAccounts, campaigns, campaignSettlements, type Database, kycParties, payouts, users } from '@cf/db';
import { OPEN_PAYOUT_STATUSES } from '@cf/domain/payouts';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { balanceOf } from '../ledger/index';

/**
 * Everything a payout decision reads about a campaign, in one query: the campaign, its owner (name
 * and KYC status), its settlement and its payout account. With `lock`, the campaign's row is held
 * until the transaction ends, so requests and decisions on one campaign run one after the other.
 */
export async function payoutSubject(tx: Database, campaignId: number, options: { lock?: boolean } = {}) {
  const query = tx
    .select({
      campaign: {
        id: campaigns.id,
        ownerId: campaigns.ownerId,
        status: campaigns.status,
        campaignType: campaigns.campaignType,
        currencyCode: campaigns.currencyCode,
        companyName: campaigns.companyName,
        campaignName: campaigns.campaignName,
        slug: campaigns.slug,
        settledAt: campaigns.settledAt,
      },
      owner: { firstName: users.firstName, lastName: users.lastName, email: users.email, kycStatus: kycParties.status },
      settlement: campaignSettlements,
      account: campaignPayoutAccounts,
    })
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.ownerId))
    .leftJoin(kycParties, eq(kycParties.userId, campaigns.ownerId))
    .leftJoin(campaignSettlements, eq(campaignSettlements.campaignId, campaigns.id))
    .leftJoin(campaignPayoutAccounts, eq(campaignPayoutAccounts.campaignId, campaigns.id))
    .where(eq(campaigns.id, campaignId));
  const [row] = options.lock ? await query.for('update', { of: campaigns }) : await query;
  return row;
}
export type PayoutSubject = NonNullable<Awaited<ReturnType<typeof payoutSubject>>>;

/** The campaign's name as messages call it. */
export const campaignTitle = (c: PayoutSubject['campaign']) => c.campaignName || c.companyName || c.slug;

/** The currency the campaign's money was settled in. */
export const currencyOf = (s: PayoutSubject) => s.settlement?.currency ?? s.campaign.currencyCode ?? 'USD';

export const payableAccount = (campaignId: number, currency: string) => ({ kind: 'owner_payable' as const, currency, campaignId });

/** What the platform owes the owner now (the owner-payable balance) and the payouts already asked for. */
export async function owedAndOpen(tx: Database, s: PayoutSubject) {
  const [payable, open] = await Promise.all([
    balanceOf(tx, payableAccount(s.campaign.id, currencyOf(s))),
    tx
      .select({ amount: payouts.amount })
      .from(payouts)
      .where(and(eq(payouts.campaignId, s.campaign.id), inArray(payouts.status, [...OPEN_PAYOUT_STATUSES]))),
  ]);
  return { payable, open };
}

export const payoutsOf = (tx: Database, campaignId: number) =>
  tx.select().from(payouts).where(eq(payouts.campaignId, campaignId)).orderBy(desc(payouts.requestedAt));
