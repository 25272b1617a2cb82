import { campaigns, currencies, type Database, investments, users } from '@cf/db';
import { NotFoundError, PUBLIC_STATUSES } from '@cf/domain';
import type { ProfileInvestment } from '@cf/domain/schemas/campaign-investors';
import { and, count, countDistinct, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DepsOf } from '../../deps';
import { siteToday } from '../../lib/site-date';
import { cardColumns, type CardRow, toCard } from '../campaigns-public/index';
import { campaignColumns, campaignOf, currencyColumns, currencyOf } from './columns';
import { counted, lastPaid, paid, type Paging, summed } from './public';

/** An active user (profiles of closed or suspended accounts are not found), with their choice to show investments. */
export async function profileOwner(db: Database, userId: string) {
  const [user] = await db
    .select({ id: users.id, showInvestments: users.showInvestments })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, 'active')))
    .limit(1);
  if (!user) throw new NotFoundError();
  return user;
}

/**
 * The person's named, paid investments in public campaigns, one row per campaign, newest first;
 * nothing unless they chose to show their investments (users.show_investments).
 */
export async function profileInvestments(db: Database, userId: string, paging: Paging) {
  const user = await profileOwner(db, userId);
  if (!user.showInvestments) return { items: [] as ProfileInvestment[], total: 0, ...paging };
  const where = and(
    eq(investments.investorId, userId),
    paid,
    eq(investments.anonymous, false),
    inArray(campaigns.status, [...PUBLIC_STATUSES]),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...campaignColumns,
        ...currencyColumns,
        code: investments.currency,
        amount: summed,
        investments: counted,
        investedAt: lastPaid,
      })
      .from(investments)
      .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
      .leftJoin(currencies, eq(currencies.code, investments.currency))
      .where(where)
      .groupBy(campaigns.id, investments.currency, currencies.id)
      .orderBy(sql`max(${investments.paidAt}) desc nulls last`, desc(campaigns.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db
      .select({ n: countDistinct(investments.campaignId) })
      .from(investments)
      .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
      .where(where),
  ]);
  const items = rows.map((row): ProfileInvestment => ({
    campaign: campaignOf(row),
    amount: row.amount,
    currency: currencyOf(row, row.code),
    investments: row.investments,
    investedAt: row.investedAt,
  }));
  return { items, total: Number(total?.n ?? 0), ...paging };
}

/** The person's public campaigns (as browse cards), newest first. */
export async function profileCampaigns(deps: DepsOf<'db' | 'publicCache'>, userId: string, paging: Paging) {
  await profileOwner(deps.db, userId);
  const where = and(eq(campaigns.ownerId, userId), inArray(campaigns.status, [...PUBLIC_STATUSES]));
  const [rows, [total], today] = await Promise.all([
    deps.db
      .select(cardColumns)
      .from(campaigns)
      .leftJoin(currencies, eq(currencies.code, campaigns.currencyCode))
      .where(where)
      .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    deps.db.select({ n: count() }).from(campaigns).where(where),
    siteToday(deps),
  ]);
  return { items: rows.map((row) => toCard(row as CardRow, today)), total: Number(total?.n ?? 0), ...paging };
}
