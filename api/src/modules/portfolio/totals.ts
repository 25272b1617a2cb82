import {
  campaigns,
  currencies,
  type Database,
  investments,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
  repaymentAllocations,
  repayments,
} from '@cf/db';
import { PAGE_SIZE, ValidationError } from '@cf/domain';
import { allocateMinor } from '@cf/domain/money';
import type { PortfolioMonth, PortfolioSlice, PortfolioTotals } from '@cf/domain/schemas/portfolio';
import { and, asc, countDistinct, desc, eq, gte, inArray, type SQL, sql, sum } from 'drizzle-orm';
import { dateIn } from '../../lib/site-date';
import { transferKeysOfRow } from '../investments/index';
import { campaignName, investmentsPage, OWED_REPAYMENT } from './rows';

/** Statuses that make a currency part of the portfolio (a failed checkout never does). */
const HELD = ['success', 'pending', 'refunded'] as const;

/** A currency named by code or id (the spec's currencyId), whether or not it is still offered; 400 otherwise. */
export async function currencyCodeOf(db: Database, ref: string | number | undefined): Promise<string | undefined> {
  if (ref === undefined) return undefined;
  const [row] = await db
    .select({ code: currencies.code })
    .from(currencies)
    .where(typeof ref === 'number' ? eq(currencies.id, ref) : eq(currencies.code, ref));
  if (!row) throw new ValidationError([{ field: 'currencyCode', message: 'validation.unknownCurrency' }]);
  return row.code;
}

/** get-unique-currency: the currencies the investor has investments in, by code. */
export async function portfolioCurrencies(db: Database, userId: string) {
  return db
    .select({
      id: currencies.id,
      code: currencies.code,
      name: currencies.name,
      symbol: currencies.symbol,
      displayFormat: currencies.displayFormat,
      decimals: currencies.decimals,
    })
    .from(currencies)
    .where(
      inArray(
        currencies.code,
        db
          .selectDistinct({ code: investments.currency })
          .from(investments)
          .where(and(eq(investments.investorId, userId), inArray(investments.status, [...HELD]))),
      ),
    )
    .orderBy(asc(currencies.code));
}

/** Graphs over time: transfers since a moment, with their month (YYYY-MM in the site's zone). */
type ByMonth = { since: Date; month: SQL<string> };

/** The escrow side of the investor's investment and refund transfers: what went in and what came back. */
function escrowMoves(db: Database, userId: string, currency: string | undefined, by?: ByMonth) {
  const out = sql<number>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerTransfers.kind} <> 'investment'), 0)`;
  return db
    .select({
      currency: investments.currency,
      paidIn: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerTransfers.kind} = 'investment'), 0)`.mapWith(Number),
      refunded: out.mapWith(Number),
      month: by?.month ?? sql<string>`''`,
    })
    .from(investments)
    .innerJoin(ledgerTransfers, sql`${ledgerTransfers.idempotencyKey} = any(${transferKeysOfRow})`)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transferId, ledgerTransfers.id))
    .innerJoin(ledgerAccounts, and(eq(ledgerAccounts.id, ledgerEntries.accountId), eq(ledgerAccounts.kind, 'campaign_escrow')))
    .where(
      and(
        eq(investments.investorId, userId),
        currency ? eq(investments.currency, currency) : undefined,
        by ? gte(ledgerTransfers.createdAt, by.since) : undefined,
      ),
    )
    .$dynamic();
}

/** Distribution credits to the investor's wallets (the ledger's distribution_credit entries). */
function distributionCredits(db: Database, userId: string, currency: string | undefined, by?: ByMonth) {
  return db
    .select({ currency: ledgerAccounts.currency, amount: sum(ledgerEntries.amount).mapWith(Number), month: by?.month ?? sql<string>`''` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(
      and(
        eq(ledgerAccounts.kind, 'investor_wallet'),
        eq(ledgerAccounts.userId, userId),
        eq(ledgerTransfers.kind, 'distribution_credit'),
        currency ? eq(ledgerAccounts.currency, currency) : undefined,
        by ? gte(ledgerTransfers.createdAt, by.since) : undefined,
      ),
    )
    .$dynamic();
}

/** GET my-investment/dashboard: the totals, and the latest paid investments. */
export async function portfolioDashboard(db: Database, userId: string, currency: string | undefined) {
  const [totals, latest] = await Promise.all([
    portfolioTotals(db, userId, currency),
    investmentsPage(db, userId, { currency, status: 'success' }, 1, LATEST),
  ]);
  return { totals, latest: latest.items };
}

/** Totals per currency the investor holds (or the one asked): from the ledger, the investments and the allocations. */
export async function portfolioTotals(db: Database, userId: string, currency: string | undefined): Promise<PortfolioTotals[]> {
  const [held, moves, counts, credits, allocations, next] = await Promise.all([
    portfolioCurrencies(db, userId),
    escrowMoves(db, userId, currency).groupBy(investments.currency),
    db
      .select({
        currency: investments.currency,
        investmentCount: sql<number>`count(*) filter (where ${investments.status} = 'success')`.mapWith(Number),
        pendingCount: sql<number>`count(*) filter (where ${investments.status} = 'pending')`.mapWith(Number),
        campaignCount: countDistinct(sql`case when ${investments.status} = 'success' then ${investments.campaignId} end`),
      })
      .from(investments)
      .where(and(eq(investments.investorId, userId), currency ? eq(investments.currency, currency) : undefined))
      .groupBy(investments.currency),
    distributionCredits(db, userId, currency).groupBy(ledgerAccounts.currency),
    db
      .select({
        currency: repayments.currency,
        principal: sum(repaymentAllocations.principal).mapWith(Number),
        amount: sum(repaymentAllocations.amount).mapWith(Number),
      })
      .from(repaymentAllocations)
      .innerJoin(repayments, eq(repayments.id, repaymentAllocations.repaymentId))
      .where(and(eq(repaymentAllocations.userId, userId), currency ? eq(repayments.currency, currency) : undefined))
      .groupBy(repayments.currency),
    // The soonest repayment owed per currency, over the campaigns the investor holds.
    db
      .selectDistinctOn([repayments.currency], {
        currency: repayments.currency,
        id: repayments.id,
        dueDate: repayments.dueDate,
        kind: repayments.kind,
        campaignId: repayments.campaignId,
        campaignName,
      })
      .from(repayments)
      .innerJoin(campaigns, eq(campaigns.id, repayments.campaignId))
      .where(
        and(
          sql`${repayments.status} in ${OWED_REPAYMENT}`,
          currency ? eq(repayments.currency, currency) : undefined,
          inArray(
            repayments.campaignId,
            db
              .select({ id: investments.campaignId })
              .from(investments)
              .where(and(eq(investments.investorId, userId), eq(investments.status, 'success'))),
          ),
        ),
      )
      .orderBy(repayments.currency, asc(repayments.dueDate), asc(repayments.number)),
  ]);
  const by = <T extends { currency: string }>(rows: T[], code: string) => rows.find((r) => r.currency === code);
  return held
    .filter((c) => !currency || c.code === currency)
    .map((c) => {
      const m = by(moves, c.code);
      const n = by(counts, c.code);
      const a = by(allocations, c.code);
      const soon = by(next, c.code);
      const paidIn = m?.paidIn ?? 0;
      const refunded = m?.refunded ?? 0;
      return {
        currency: c,
        paidIn,
        refunded,
        invested: paidIn - refunded,
        investmentCount: n?.investmentCount ?? 0,
        campaignCount: n?.campaignCount ?? 0,
        pendingCount: n?.pendingCount ?? 0,
        distributionsReceived: by(credits, c.code)?.amount ?? 0,
        principalReturned: a?.principal ?? 0,
        incomeReceived: (a?.amount ?? 0) - (a?.principal ?? 0),
        nextRepayment: soon
          ? { id: soon.id, dueDate: soon.dueDate, kind: soon.kind, campaignId: soon.campaignId, campaignName: soon.campaignName }
          : null,
      };
    });
}

/** How many paid investments the dashboard lists as the latest. */
const LATEST = Math.ceil(PAGE_SIZE.investments / 2);

/** get-graph-data: each campaign's part of what stays invested (paid investments), per currency, largest first. */
export async function portfolioSlices(db: Database, userId: string, currency: string | undefined): Promise<PortfolioSlice[]> {
  const amount = sum(investments.amount).mapWith(Number);
  const rows = await db
    .select({ currencyCode: investments.currency, campaignId: campaigns.id, campaignName, amount })
    .from(investments)
    .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
    .where(
      and(eq(investments.investorId, userId), eq(investments.status, 'success'), currency ? eq(investments.currency, currency) : undefined),
    )
    .groupBy(investments.currency, campaigns.id)
    .orderBy(asc(investments.currency), desc(amount), asc(campaigns.id));
  const out: PortfolioSlice[] = [];
  for (const code of [...new Set(rows.map((r) => r.currencyCode))]) {
    const mine = rows.filter((r) => r.currencyCode === code);
    // Shares in basis points that add up to exactly 100%: the largest takes the rounding.
    const bps = allocateMinor(
      10_000,
      mine.map((r) => r.amount),
      0,
    );
    mine.forEach((r, i) => out.push({ ...r, shareBps: bps[i]! }));
  }
  return out;
}

/** The last `count` months, oldest first, as YYYY-MM in the time zone. */
export function lastMonths(timeZone: string, count: number, now = new Date()): string[] {
  const [year, month] = dateIn(timeZone, now).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 1 - (count - 1 - i), 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** get-graph-by-transactions: money in, back and received per month (site time zone), from the ledger. */
export async function portfolioMonths(
  db: Database,
  userId: string,
  currency: string | undefined,
  timeZone: string,
  count: number,
): Promise<PortfolioMonth[]> {
  const months = lastMonths(timeZone, count);
  // A day's margin before the first month: the zone's offset; months outside the window are dropped below.
  const since = new Date(Date.parse(`${months[0]}-01T00:00:00Z`) - 86_400_000);
  // A literal, not a parameter: the same expression must appear in the select and the group by.
  const zone = /^[A-Za-z0-9_+\-/]{1,64}$/.test(timeZone) ? timeZone : 'UTC';
  const month = sql<string>`to_char(${ledgerTransfers.createdAt} at time zone ${sql.raw(`'${zone}'`)}, 'YYYY-MM')`;
  const by = { since, month };
  const [moves, credits, held] = await Promise.all([
    escrowMoves(db, userId, currency, by).groupBy(investments.currency, month),
    distributionCredits(db, userId, currency, by).groupBy(ledgerAccounts.currency, month),
    currency ? Promise.resolve([{ code: currency }]) : portfolioCurrencies(db, userId),
  ]);
  return held.flatMap(({ code }) =>
    months.map((m) => {
      const moved = moves.find((r) => r.currency === code && r.month === m);
      return {
        currencyCode: code,
        month: m,
        invested: moved?.paidIn ?? 0,
        refunded: moved?.refunded ?? 0,
        distributions: credits.find((r) => r.currency === code && r.month === m)?.amount ?? 0,
      };
    }),
  );
}
