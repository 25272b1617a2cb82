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

/** The currencies the investor has investments in (the one asked only, when asked), as a query to run or to embed. */
function heldCurrencies(db: Database, userId: string, currency?: string) {
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
      and(
        inArray(
          currencies.code,
          db
            .selectDistinct({ code: investments.currency })
            .from(investments)
            .where(and(eq(investments.investorId, userId), inArray(investments.status, [...HELD]))),
        ),
        currency ? eq(currencies.code, currency) : undefined,
      ),
    )
    .orderBy(asc(currencies.code));
}

/** get-unique-currency: the currencies the investor has investments in, by code. */
export async function portfolioCurrencies(db: Database, userId: string) {
  return heldCurrencies(db, userId);
}

/** Graphs over time: transfers since a moment, with their month (YYYY-MM in the site's zone). */
type ByMonth = { since: Date; month: SQL<string> };

/** The escrow side of the investor's investment and refund transfers: what went in and what came back. */
function escrowMoves(db: Database, userId: string, currency: string | undefined, by?: ByMonth) {
  const out = sql<number>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerTransfers.kind} <> 'investment'), 0)`;
  return db
    .select({
      currency: investments.currency,
      paidIn: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerTransfers.kind} = 'investment'), 0)`
        .mapWith(Number)
        .as('paid_in'),
      refunded: out.mapWith(Number).as('refunded'),
      month: (by?.month ?? sql<string>`''`).as('moved_month'),
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
    .select({
      currency: ledgerAccounts.currency,
      amount: sum(ledgerEntries.amount).mapWith(Number).as('credited'),
      month: (by?.month ?? sql<string>`''`).as('credited_month'),
    })
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
  const [totals, latest] = await Promise.all([portfolioTotals(db, userId, currency), latestInvestments(db, userId, currency)]);
  return { totals, latest };
}

/** The dashboard's latest paid investments. */
export async function latestInvestments(db: Database, userId: string, currency: string | undefined) {
  return (await investmentsPage(db, userId, { currency, status: 'success' }, 1, LATEST)).items;
}

/**
 * Totals per currency the investor holds (or the one asked): from the ledger, the investments and
 * the allocations. One statement: each aggregate is a WITH over the investor's rows, grouped by
 * currency, joined to the currencies held.
 */
export async function portfolioTotals(db: Database, userId: string, currency: string | undefined): Promise<PortfolioTotals[]> {
  const held = db.$with('held').as(heldCurrencies(db, userId, currency));
  const moves = db.$with('moves').as(escrowMoves(db, userId, currency).groupBy(investments.currency));
  const counts = db.$with('counts').as(
    db
      .select({
        currency: investments.currency,
        investmentCount: sql<number>`count(*) filter (where ${investments.status} = 'success')`.mapWith(Number).as('investment_count'),
        pendingCount: sql<number>`count(*) filter (where ${investments.status} = 'pending')`.mapWith(Number).as('pending_count'),
        campaignCount: countDistinct(sql`case when ${investments.status} = 'success' then ${investments.campaignId} end`).as(
          'campaign_count',
        ),
      })
      .from(investments)
      .where(and(eq(investments.investorId, userId), currency ? eq(investments.currency, currency) : undefined))
      .groupBy(investments.currency),
  );
  const credits = db.$with('credits').as(distributionCredits(db, userId, currency).groupBy(ledgerAccounts.currency));
  const allocations = db.$with('allocations').as(
    db
      .select({
        currency: repayments.currency,
        principal: sum(repaymentAllocations.principal).mapWith(Number).as('allocated_principal'),
        amount: sum(repaymentAllocations.amount).mapWith(Number).as('allocated_amount'),
      })
      .from(repaymentAllocations)
      .innerJoin(repayments, eq(repayments.id, repaymentAllocations.repaymentId))
      .where(and(eq(repaymentAllocations.userId, userId), currency ? eq(repayments.currency, currency) : undefined))
      .groupBy(repayments.currency),
  );
  // The soonest repayment owed per currency, over the campaigns the investor holds.
  const next = db.$with('next').as(
    db
      .selectDistinctOn([repayments.currency], {
        currency: repayments.currency,
        id: repayments.id,
        dueDate: repayments.dueDate,
        kind: repayments.kind,
        campaignId: repayments.campaignId,
        campaignName: campaignName.as('campaign_name'),
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
  );
  const rows = await db
    .with(held, moves, counts, credits, allocations, next)
    .select({
      currency: {
        id: held.id,
        code: held.code,
        name: held.name,
        symbol: held.symbol,
        displayFormat: held.displayFormat,
        decimals: held.decimals,
      },
      paidIn: moves.paidIn,
      refunded: moves.refunded,
      investmentCount: counts.investmentCount,
      campaignCount: counts.campaignCount,
      pendingCount: counts.pendingCount,
      distributionsReceived: credits.amount,
      principal: allocations.principal,
      amount: allocations.amount,
      next: { id: next.id, dueDate: next.dueDate, kind: next.kind, campaignId: next.campaignId, campaignName: next.campaignName },
    })
    .from(held)
    .leftJoin(moves, eq(moves.currency, held.code))
    .leftJoin(counts, eq(counts.currency, held.code))
    .leftJoin(credits, eq(credits.currency, held.code))
    .leftJoin(allocations, eq(allocations.currency, held.code))
    .leftJoin(next, eq(next.currency, held.code))
    .orderBy(asc(held.code));
  return rows.map((r) => {
    const paidIn = Number(r.paidIn ?? 0);
    const refunded = Number(r.refunded ?? 0);
    const principal = Number(r.principal ?? 0);
    const soon = r.next;
    return {
      currency: r.currency,
      paidIn,
      refunded,
      invested: paidIn - refunded,
      investmentCount: Number(r.investmentCount ?? 0),
      campaignCount: Number(r.campaignCount ?? 0),
      pendingCount: Number(r.pendingCount ?? 0),
      distributionsReceived: Number(r.distributionsReceived ?? 0),
      principalReturned: principal,
      incomeReceived: Number(r.amount ?? 0) - principal,
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
  // One statement: the escrow moves and the credits per currency and month, side by side.
  const moves = db.$with('moves').as(escrowMoves(db, userId, currency, by).groupBy(investments.currency, month));
  const credits = db.$with('credits').as(distributionCredits(db, userId, currency, by).groupBy(ledgerAccounts.currency, month));
  const [rows, held] = await Promise.all([
    db
      .with(moves, credits)
      .select({
        movedCurrency: moves.currency,
        movedMonth: moves.month,
        paidIn: moves.paidIn,
        refunded: moves.refunded,
        creditedCurrency: credits.currency,
        creditedMonth: credits.month,
        amount: credits.amount,
      })
      .from(moves)
      .fullJoin(credits, and(eq(credits.currency, moves.currency), eq(credits.month, moves.month))),
    currency ? Promise.resolve([{ code: currency }]) : portfolioCurrencies(db, userId),
  ]);
  return held.flatMap(({ code }) =>
    months.map((m) => {
      const moved = rows.find((r) => r.movedCurrency === code && r.movedMonth === m);
      const credited = rows.find((r) => r.creditedCurrency === code && r.creditedMonth === m);
      return {
        currencyCode: code,
        month: m,
        invested: Number(moved?.paidIn ?? 0),
        refunded: Number(moved?.refunded ?? 0),
        distributions: Number(credited?.amount ?? 0),
      };
    }),
  );
}
