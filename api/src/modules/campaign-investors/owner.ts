import { campaigns, currencies, type Database, investments, users } from '@cf/db';
import type { PaymentProvider, PaymentStatus } from '@cf/domain/wallet';
import type { CampaignMoney, OwnerInvestment } from '@cf/domain/schemas/campaign-investors';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { campaignColumns, campaignOf, currencyColumns, currencyOf, personColumns, personOf } from './columns';
import { counted, type Paging, summed } from './public';

const ownerColumns = {
  ...personColumns,
  ...campaignColumns,
  ...currencyColumns,
  id: investments.id,
  reference: investments.reference,
  anonymous: investments.anonymous,
  amount: investments.amount,
  shares: investments.shares,
  code: investments.currency,
  status: investments.status,
  paymentType: investments.paymentType,
  createdAt: investments.createdAt,
  paidAt: investments.paidAt,
  holdExpiresAt: investments.holdExpiresAt,
};

/** Investments as their campaign's owner sees them (named, anonymous or not), newest first, and their count. */
async function ownerList(db: Database, where: SQL | undefined, paging: Paging) {
  const [rows, [total]] = await Promise.all([
    db
      .select(ownerColumns)
      .from(investments)
      .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
      .innerJoin(users, eq(users.id, investments.investorId))
      .leftJoin(currencies, eq(currencies.code, investments.currency))
      .where(where)
      .orderBy(desc(investments.createdAt), desc(investments.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ n: count() }).from(investments).innerJoin(campaigns, eq(campaigns.id, investments.campaignId)).where(where),
  ]);
  const items = rows.map((row): OwnerInvestment => ({
    id: row.id,
    reference: row.reference,
    investor: personOf(row),
    anonymous: row.anonymous,
    amount: row.amount,
    shares: row.shares,
    currency: currencyOf(row, row.code),
    status: row.status,
    paymentType: row.paymentType,
    createdAt: row.createdAt,
    paidAt: row.paidAt,
    holdExpiresAt: row.holdExpiresAt,
    campaign: campaignOf(row),
  }));
  return { items, total: Number(total?.n ?? 0), ...paging };
}

/** Every investment in one campaign (the caller manages it: checked by the route), optionally of one status. */
export const campaignInvestments = (db: Database, campaignId: number, status: PaymentStatus | undefined, paging: Paging) =>
  ownerList(db, and(eq(investments.campaignId, campaignId), status ? eq(investments.status, status) : undefined), paging);

/** Bank transfers investors started into the owner's own campaigns, awaiting staff's confirmation. */
export const pendingOffline = (db: Database, ownerId: string, campaignId: number | undefined, paging: Paging) =>
  ownerList(
    db,
    and(
      eq(campaigns.ownerId, ownerId),
      campaignId ? eq(investments.campaignId, campaignId) : undefined,
      eq(investments.status, 'pending'),
      eq(investments.paymentType, 'offline'),
    ),
    paging,
  );

/**
 * The owner's overview: paid money per payment route, which sums to the campaign's raised amount
 * (both move in the escrow transfer's transaction), and the bank transfers still awaited.
 */
export async function campaignMoney(db: Database, campaignId: number): Promise<CampaignMoney> {
  const [[campaign], routes] = await Promise.all([
    db
      .select({
        raisedAmount: campaigns.raisedAmount,
        investorCount: campaigns.investorCount,
        code: campaigns.currencyCode,
        ...currencyColumns,
      })
      .from(campaigns)
      .leftJoin(currencies, eq(currencies.code, campaigns.currencyCode))
      .where(eq(campaigns.id, campaignId)),
    db
      .select({ status: investments.status, paymentType: investments.paymentType, amount: summed, investments: counted })
      .from(investments)
      .where(
        and(
          eq(investments.campaignId, campaignId),
          sql`(${investments.status} = 'success' or (${investments.status} = 'pending' and ${investments.paymentType} = 'offline'))`,
        ),
      )
      .groupBy(investments.status, investments.paymentType)
      .orderBy(investments.paymentType),
  ]);
  const pending = routes.find((r) => r.status === 'pending');
  return {
    currency: campaign?.code ? currencyOf(campaign, campaign.code) : null,
    raisedAmount: campaign?.raisedAmount ?? 0,
    investorCount: campaign?.investorCount ?? 0,
    byRoute: routes
      .filter((r) => r.status === 'success')
      .map((r) => ({ paymentType: r.paymentType as PaymentProvider, amount: r.amount, investments: r.investments })),
    pendingOffline: { amount: pending?.amount ?? 0, investments: pending?.investments ?? 0 },
  };
}
