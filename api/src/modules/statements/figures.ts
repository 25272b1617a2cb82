import {
  campaigns,
  type Database,
  investments,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
  repaymentAllocations,
  repayments,
} from '@cf/db';
import type { StatementCurrency } from '@cf/domain/schemas/statements';
import { STATEMENT_LINES, statementLineOf } from '@cf/domain/statements';
import { and, asc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { StatementBounds } from './period';

const total = (amount: unknown) => sql<number>`coalesce(sum(${amount}), 0)`.mapWith(Number);
const none = sql<number>`0`.mapWith(Number);

/**
 * The figures of the period for several investors in ONE query, aggregated by SQL per investor,
 * currency and transfer kind (never a row per entry):
 * - `wallet`: each kind's entries on the investor's wallets before the period (a) and in it (b);
 * - `direct`: investments paid in the period by card or bank transfer, which never touch the wallet;
 * - `shares`: the investor's allocations of repayments paid in the period, per repayment kind
 *   (a principal, b interest, c amount), which say what the distributions credited were.
 */
function figureRows(db: Database, userIds: string[], { from, to }: StatementBounds) {
  const start = sql`${from.toISOString()}::timestamptz`;
  const during = sql`${ledgerTransfers.createdAt} >= ${start}`;
  const wallet = db
    .select({
      userId: sql<string>`${ledgerAccounts.userId}`,
      currency: ledgerAccounts.currency,
      source: sql<string>`'wallet'`,
      kind: sql<string>`${ledgerTransfers.kind}`,
      a: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerTransfers.createdAt} < ${start}), 0)`.mapWith(Number),
      b: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${during}), 0)`.mapWith(Number),
      c: none,
      n: sql<number>`count(*) filter (where ${during})`.mapWith(Number),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .where(and(eq(ledgerAccounts.kind, 'investor_wallet'), inArray(ledgerAccounts.userId, userIds), lt(ledgerTransfers.createdAt, to)))
    .groupBy(ledgerAccounts.userId, ledgerAccounts.currency, ledgerTransfers.kind);
  const direct = db
    .select({
      userId: sql<string>`${investments.investorId}`,
      currency: investments.currency,
      source: sql<string>`'direct'`,
      kind: sql<string>`'investment'`,
      a: none,
      b: total(investments.amount),
      c: none,
      n: sql<number>`count(*)`.mapWith(Number),
    })
    .from(investments)
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, investments.transferId))
    .where(
      and(
        inArray(investments.investorId, userIds),
        ne(investments.paymentType, 'wallet'),
        gte(ledgerTransfers.createdAt, from),
        lt(ledgerTransfers.createdAt, to),
      ),
    )
    .groupBy(investments.investorId, investments.currency);
  const shares = db
    .select({
      userId: sql<string>`${repaymentAllocations.userId}`,
      currency: repayments.currency,
      source: sql<string>`'shares'`,
      kind: sql<string>`${repayments.kind}`,
      a: total(repaymentAllocations.principal),
      b: total(repaymentAllocations.interest),
      c: total(repaymentAllocations.amount),
      n: sql<number>`count(*)`.mapWith(Number),
    })
    .from(repaymentAllocations)
    .innerJoin(repayments, eq(repayments.id, repaymentAllocations.repaymentId))
    .where(
      and(
        inArray(repaymentAllocations.userId, userIds),
        eq(repayments.status, 'paid'),
        gte(repayments.paidAt, from),
        lt(repayments.paidAt, to),
      ),
    )
    .groupBy(repaymentAllocations.userId, repayments.currency, repayments.kind);
  return unionAll(wallet, direct, shares);
}

const emptyFigures = (currencyCode: string): StatementCurrency & { moved: boolean } => ({
  currencyCode,
  opening: 0,
  closing: 0,
  lines: Object.fromEntries(STATEMENT_LINES.map((line) => [line, 0])) as StatementCurrency['lines'],
  received: { principal: 0, interest: 0, dividends: 0, other: 0 },
  directInvestments: 0,
  moved: false,
});

/**
 * Each investor's statement figures per currency, from the ledger: opening balance, the period's
 * wallet movements per statement line (every transfer kind counts under one), closing = opening +
 * lines. A currency with no balance and no movement is left out.
 */
export async function statementFigures(
  db: Database,
  userIds: string[],
  bounds: StatementBounds,
): Promise<Map<string, StatementCurrency[]>> {
  const out = new Map<string, StatementCurrency[]>();
  if (userIds.length === 0) return out;
  const byUser = new Map<string, Map<string, ReturnType<typeof emptyFigures>>>();
  for (const row of await figureRows(db, userIds, bounds)) {
    const currencies = byUser.get(row.userId) ?? new Map();
    byUser.set(row.userId, currencies);
    const f = currencies.get(row.currency) ?? emptyFigures(row.currency);
    currencies.set(row.currency, f);
    if (row.n > 0) f.moved = true;
    if (row.source === 'wallet') {
      f.opening += row.a;
      f.lines[statementLineOf(row.kind)] += row.b;
    } else if (row.source === 'direct') f.directInvestments += row.b;
    else if (row.kind === 'dividend') f.received.dividends += row.c;
    else {
      f.received.principal += row.a;
      f.received.interest += row.b;
    }
  }
  for (const [userId, currencies] of byUser) {
    const list = [...currencies.values()]
      .map(({ moved, ...f }) => {
        const closing = f.opening + STATEMENT_LINES.reduce((sum, line) => sum + f.lines[line], 0);
        const allocated = f.received.principal + f.received.interest + f.received.dividends;
        return { moved, figures: { ...f, closing, received: { ...f.received, other: f.lines.distributions - allocated } } };
      })
      .filter(({ moved, figures }) => moved || figures.opening !== 0 || figures.closing !== 0)
      .map(({ figures }) => figures)
      .sort((x, y) => x.currencyCode.localeCompare(y.currencyCode));
    out.set(userId, list);
  }
  return out;
}

/** One line of the wallet in the period, for the statement's activity list. */
export type ActivityLine = {
  id: number;
  createdAt: Date;
  currency: string;
  amount: number;
  kind: string;
  details: string | null;
  campaign: string | null;
};

/** Every wallet line of the period, oldest first: the statement lists them all, so it is complete. */
export function walletLines(db: Database, userId: string, { from, to }: StatementBounds): Promise<ActivityLine[]> {
  return db
    .select({
      id: ledgerEntries.id,
      createdAt: ledgerTransfers.createdAt,
      currency: ledgerEntries.currency,
      amount: ledgerEntries.amount,
      kind: sql<string>`${ledgerTransfers.kind}`,
      details: ledgerTransfers.memo,
      campaign: sql<
        string | null
      >`coalesce(nullif(${campaigns.campaignName}, ''), nullif(${campaigns.companyName}, ''), ${campaigns.slug})`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransfers, eq(ledgerTransfers.id, ledgerEntries.transferId))
    .leftJoin(campaigns, eq(campaigns.id, ledgerTransfers.campaignId))
    .where(
      and(
        eq(ledgerAccounts.kind, 'investor_wallet'),
        eq(ledgerAccounts.userId, userId),
        gte(ledgerTransfers.createdAt, from),
        lt(ledgerTransfers.createdAt, to),
      ),
    )
    .orderBy(asc(ledgerTransfers.createdAt), asc(ledgerEntries.id));
}
