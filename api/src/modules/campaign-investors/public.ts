import { campaigns, currencies, type Database, investments, users } from '@cf/db';
import { PUBLIC_STATUSES } from '@cf/domain';
import type { InvestmentActivity, PublicInvestor } from '@cf/domain/schemas/campaign-investors';
import { and, countDistinct, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { campaignColumns, campaignOf, currencyColumns, currencyOf, personColumns, shownInvestor } from './columns';

export type Paging = { page: number; limit: number };

/** Paid means the money is in the campaign's escrow (`success`); refunded and failed ones are not counted. */
export const paid = eq(investments.status, 'success');
export const lastPaid = sql<Date>`max(${investments.paidAt})`.mapWith(investments.paidAt);
export const summed = sql<number>`sum(${investments.amount})`.mapWith(Number);
export const counted = sql<number>`count(*)::int`.mapWith(Number);

/**
 * A campaign's investors, newest first: one row per investor with their paid investments summed,
 * so `total` counts distinct investors as campaigns.investor_count does (offer.ts adds one for an
 * investor's first paid investment, refund.ts removes one for their last). Anonymous if any of
 * their investments asked for it: naming them beside an amount that includes it would unmask it.
 */
export async function campaignInvestors(db: Database, campaignId: number, paging: Paging, maskedName: string) {
  const where = and(eq(investments.campaignId, campaignId), paid);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...personColumns,
        ...currencyColumns,
        code: investments.currency,
        anonymous: sql<boolean>`bool_or(${investments.anonymous})`,
        amount: summed,
        investments: counted,
        investedAt: lastPaid,
      })
      .from(investments)
      .innerJoin(users, eq(users.id, investments.investorId))
      .leftJoin(currencies, eq(currencies.code, investments.currency))
      .where(where)
      .groupBy(users.id, investments.currency, currencies.id)
      .orderBy(sql`max(${investments.paidAt}) desc nulls last`, users.id)
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db
      .select({ n: countDistinct(investments.investorId) })
      .from(investments)
      .where(where),
  ]);
  const items: PublicInvestor[] = rows.map((row) => ({
    ...shownInvestor(row, maskedName),
    amount: row.amount,
    currency: currencyOf(row, row.code),
    investments: row.investments,
    investedAt: row.investedAt,
  }));
  return { items, total: Number(total?.n ?? 0), ...paging };
}

/**
 * The latest paid investments (reads investments_paid_idx): across public campaigns, or in one
 * campaign the caller may see. Anonymous ones are masked.
 */
export async function latestActivity(db: Database, query: { campaignId?: number | undefined; limit: number }, maskedName: string) {
  const where: SQL[] = [paid];
  if (query.campaignId) where.push(eq(investments.campaignId, query.campaignId));
  else where.push(inArray(campaigns.status, [...PUBLIC_STATUSES]));
  const rows = await db
    .select({
      ...personColumns,
      ...campaignColumns,
      ...currencyColumns,
      code: investments.currency,
      anonymous: investments.anonymous,
      amount: investments.amount,
      paidAt: investments.paidAt,
    })
    .from(investments)
    .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
    .innerJoin(users, eq(users.id, investments.investorId))
    .leftJoin(currencies, eq(currencies.code, investments.currency))
    .where(and(...where))
    .orderBy(sql`${investments.paidAt} desc nulls last`, desc(investments.id))
    .limit(query.limit);
  return rows.map((row): InvestmentActivity => ({
    ...shownInvestor(row, maskedName),
    amount: row.amount,
    currency: currencyOf(row, row.code),
    paidAt: row.paidAt ?? new Date(0),
    campaign: campaignOf(row),
  }));
}
