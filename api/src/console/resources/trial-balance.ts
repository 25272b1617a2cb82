import { type Database, ledgerAccounts, ledgerEntries, ledgerTransfers } from '@cf/db';
import { trialBalanceOut } from '@cf/domain/schemas/ledger-answers';
import { trialBalanceQuery } from '@cf/domain/schemas/ledger-filters';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { errorResponses } from '../../lib/envelope';
import type { App } from '../../types';
import { boundOf } from './ledger-list';

type TrialBalance = z.output<typeof trialBalanceOut>;
type Currency = TrialBalance['currencies'][number];

/**
 * The trial balance per currency, recomputed from the entries (not from the kept balances, which
 * the ledger check compares separately): each account's sum, then per account kind the accounts
 * above zero (credit balances: what the platform owes — wallets, escrow, fees) and below zero
 * (debit balances: the money held at the payment providers). In a sound ledger they are equal in
 * every currency. `until` gives the balances as they stood then (entries of later transfers left out).
 */
export async function trialBalance(db: Database, until?: string): Promise<TrialBalance> {
  const bound = until ? boundOf(until, true) : null;
  const cutoff = bound
    ? sql`where ${ledgerEntries.transferId} in (select ${ledgerTransfers.id} from ${ledgerTransfers} where ${ledgerTransfers.createdAt} ${
        bound.inclusive ? sql`<=` : sql`<`
      } ${bound.at.toISOString()}::timestamptz)`
    : sql``;
  const rows = await db
    .select({
      currency: ledgerAccounts.currency,
      accountKind: ledgerAccounts.kind,
      accounts: sql<number>`count(*)::int`.mapWith(Number),
      debit: sql<number>`coalesce(sum(-s.total) filter (where s.total < 0), 0)`.mapWith(Number),
      credit: sql<number>`coalesce(sum(s.total) filter (where s.total > 0), 0)`.mapWith(Number),
      balance: sql<number>`sum(s.total)`.mapWith(Number),
    })
    .from(ledgerAccounts)
    .innerJoin(
      sql`(select ${ledgerEntries.accountId} as account_id, sum(${ledgerEntries.amount}) as total from ${ledgerEntries} ${cutoff}
        group by ${ledgerEntries.accountId}) s`,
      sql`s.account_id = ${ledgerAccounts.id}`,
    )
    .groupBy(ledgerAccounts.currency, ledgerAccounts.kind)
    .orderBy(ledgerAccounts.currency, ledgerAccounts.kind);

  const byCurrency = new Map<string, Currency>();
  for (const { currency, accountKind, ...row } of rows) {
    const entry = byCurrency.get(currency) ?? { currency, debit: 0, credit: 0, net: 0, balanced: true, rows: [] };
    entry.rows.push({ accountKind, ...row });
    entry.debit += row.debit;
    entry.credit += row.credit;
    entry.net = entry.credit - entry.debit;
    entry.balanced = entry.net === 0;
    byCurrency.set(currency, entry);
  }
  const currencies = [...byCurrency.values()];
  return { until: bound ? bound.at : null, balanced: currencies.every((c) => c.balanced), currencies };
}

/** GET /console/ledger/trial-balance?until= */
export default async function trialBalanceRoutes(app: App) {
  app.get(
    '/ledger/trial-balance',
    {
      schema: {
        tags: ['console'],
        summary: 'Trial balance per currency and account kind, recomputed from the entries',
        querystring: trialBalanceQuery,
        response: { 200: trialBalanceOut, ...errorResponses },
      },
    },
    async (request) => trialBalance(app.db, request.query.until),
  );
}
