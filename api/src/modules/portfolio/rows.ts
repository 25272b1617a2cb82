import { campaigns, type Database, investments, repaymentAllocations, repayments } from '@cf/db';
import { allocateMinor } from '@cf/domain/money';
import type { PaymentStatus } from '@cf/domain/wallet';
import { and, asc, count, desc, eq, inArray, sql, sum } from 'drizzle-orm';

/** Repayments still owed: the "next repayment" is the soonest of these. */
export const OWED_REPAYMENT = sql`('scheduled', 'processing', 'failed')`;

/** How the site names a campaign: its name, else its company, else its slug. */
export const campaignName = sql<string>`coalesce(nullif(${campaigns.campaignName}, ''), nullif(${campaigns.companyName}, ''), ${campaigns.slug})`;

/** The company's percent the shares stand for: shares × equity offered ÷ shares offered (equity only). */
const ownershipPercent = sql<number | null>`case when ${campaigns.investingType} = 'equity' and ${investments.shares} is not null
  and ${campaigns.availableShares} > 0 and ${campaigns.equityAvailable} > 0
  then round(${investments.shares}::numeric * ${campaigns.equityAvailable} / ${campaigns.availableShares}, 4) end`.mapWith(Number);

type NextRepayment = { id: string; dueDate: string; kind: string; number: number | null };

/** The campaign's soonest repayment still owed, for a paid investment (one index lookup per row, same query). */
const nextRepayment = sql<NextRepayment | null>`case when ${investments.status} = 'success' then (
  select json_build_object('id', r.id, 'dueDate', r.due_date::text, 'kind', r.kind, 'number', r.number)
  from ${repayments} r
  where r.campaign_id = ${investments.campaignId} and r.status in ${OWED_REPAYMENT}
  order by r.due_date, r.number nulls last limit 1) end`;

/** The columns of one investment as the portfolio shows it (investments joined to campaigns). */
export const investmentRow = {
  id: investments.id,
  reference: investments.reference,
  campaign: {
    id: campaigns.id,
    slug: campaigns.slug,
    name: campaignName,
    investingType: campaigns.investingType,
    status: campaigns.status,
  },
  currencyCode: investments.currency,
  amount: investments.amount,
  shares: investments.shares,
  pricePerShare: investments.pricePerShare,
  ownershipPercent,
  status: investments.status,
  paymentType: investments.paymentType,
  anonymous: investments.anonymous,
  createdAt: investments.createdAt,
  paidAt: investments.paidAt,
  nextRepayment,
};

type Row = { id: string; campaign: { id: number }; status: PaymentStatus };

/**
 * Adds what each paid investment received: the investor's distributions from its campaign (the
 * repayments' allocations, made per holding) split over their paid investments in it by amount,
 * the largest taking the rounding. Two queries, whatever the number of rows.
 */
export async function withDistributions<T extends Row>(db: Database, userId: string, rows: T[]) {
  const campaignIds = [...new Set(rows.filter((r) => r.status === 'success').map((r) => r.campaign.id))];
  const split = new Map<string, number>();
  if (campaignIds.length > 0) {
    const [holdings, received] = await Promise.all([
      db
        .select({ id: investments.id, campaignId: investments.campaignId, amount: investments.amount })
        .from(investments)
        .where(and(eq(investments.investorId, userId), eq(investments.status, 'success'), inArray(investments.campaignId, campaignIds)))
        .orderBy(desc(investments.amount), asc(investments.id)),
      db
        .select({ campaignId: repayments.campaignId, amount: sum(repaymentAllocations.amount).mapWith(Number) })
        .from(repaymentAllocations)
        .innerJoin(repayments, eq(repayments.id, repaymentAllocations.repaymentId))
        .where(and(eq(repaymentAllocations.userId, userId), inArray(repayments.campaignId, campaignIds)))
        .groupBy(repayments.campaignId),
    ]);
    for (const { campaignId, amount } of received) {
      const mine = holdings.filter((h) => h.campaignId === campaignId);
      if (mine.length === 0 || !amount) continue;
      const parts = allocateMinor(
        amount,
        mine.map((h) => h.amount),
        0,
      );
      mine.forEach((h, i) => split.set(h.id, parts[i]!));
    }
  }
  return rows.map((r) => ({ ...r, distributionsReceived: split.get(r.id) ?? 0 }));
}

export type InvestmentFilter = { currency?: string; status?: PaymentStatus };

const whereOf = (userId: string, f: InvestmentFilter) =>
  and(
    eq(investments.investorId, userId),
    f.currency ? eq(investments.currency, f.currency) : undefined,
    f.status ? eq(investments.status, f.status) : undefined,
  );

/** What a paid row needs to take its part of its campaign's distributions: the campaign's total and its holdings. */
type Split = { received: number | null; holdings: [string, number][] };

/**
 * For a paid row, in the row's own query: the investor's distributions from the row's campaign and
 * their paid investments in it (largest first, as withDistributions orders them); null otherwise.
 */
const splitOf = (userId: string) => sql<Split | null>`case when ${investments.status} = 'success' then json_build_object(
  'received', (select sum(ra.amount) from ${repaymentAllocations} ra join ${repayments} r on r.id = ra.repayment_id
               where ra.user_id = ${userId} and r.campaign_id = ${investments.campaignId}),
  'holdings', (select json_agg(json_build_array(h.id, h.amount) order by h.amount desc, h.id asc) from ${investments} h
               where h.investor_id = ${userId} and h.status = 'success' and h.campaign_id = ${investments.campaignId})) end`;

/** The row's part of its campaign's distributions, split as withDistributions splits them. */
function partOf(id: string, split: Split | null): number {
  const amount = Number(split?.received ?? 0);
  const holdings = split?.holdings ?? [];
  const at = holdings.findIndex(([holding]) => holding === id);
  if (!amount || at < 0) return 0;
  return allocateMinor(
    amount,
    holdings.map(([, weight]) => Number(weight)),
    0,
  )[at]!;
}

/**
 * The investor's investments, newest first, a page at a time, each with its part of its campaign's
 * distributions: one statement (the count is a window over the same rows), whatever the number of
 * rows; a second counts only when the page is past the last.
 */
export async function investmentsPage(db: Database, userId: string, f: InvestmentFilter, page: number, limit: number) {
  const where = whereOf(userId, f);
  const rows = await db
    .select({ ...investmentRow, split: splitOf(userId), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(investments)
    .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
    .where(where)
    .orderBy(desc(investments.createdAt), desc(investments.id))
    .limit(limit)
    .offset((page - 1) * limit);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page > 1) total = (await db.select({ n: count() }).from(investments).where(where))[0]?.n ?? 0;
  const items = rows.map(({ split, total: _total, ...row }) => ({ ...row, distributionsReceived: partOf(row.id, split) }));
  return { items, total, page, limit };
}
