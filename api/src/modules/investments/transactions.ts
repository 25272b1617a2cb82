import { campaigns, type Database, investments } from '@cf/db';
import { PAGE_SIZE } from '@cf/domain';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { investmentAnswer } from './read';

/**
 * GET transactions/: the caller's investment payments, newest first, 10 a page (spec §9), in one
 * currency when asked: what was paid, how, for which campaign, and the ledger transfer behind it.
 */
export async function investmentTransactions(db: Database, investorId: string, query: { currencyCode?: string; page: number }) {
  const limit = PAGE_SIZE.investments;
  const where: SQL[] = [eq(investments.investorId, investorId)];
  if (query.currencyCode) where.push(eq(investments.currency, query.currencyCode));
  const mine = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select({ investment: investments, campaign: { id: campaigns.id, slug: campaigns.slug, name: campaigns.companyName } })
      .from(investments)
      .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
      .where(mine)
      .orderBy(desc(investments.createdAt), desc(investments.id))
      .limit(limit)
      .offset((query.page - 1) * limit),
    db.select({ n: count() }).from(investments).where(mine),
  ]);
  const items = rows.map((r) => ({ ...investmentAnswer(r.investment), transactionId: r.investment.transferId, campaign: r.campaign }));
  return { items, total: total?.n ?? 0, page: query.page, limit };
}
