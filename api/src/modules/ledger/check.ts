import { type Database, ledgerAccounts, ledgerEntries, ledgerTransfers } from '@cf/db';
import { LEDGER_NEGATIVE_KINDS } from '@cf/domain/ledger';
import { sql } from 'drizzle-orm';

export type LedgerCheck = {
  /** Every invariant below holds. */
  balanced: boolean;
  transfers: number;
  entries: number;
  /** Accounts below zero that may not be (recomputed from their entries). */
  negativeBalances: number;
  /** Transfers whose entries do not sum to zero in some currency, or that have fewer than two. */
  unbalancedTransfers: number;
  /** Accounts whose kept balance differs from the sum of their entries. */
  driftedAccounts: number;
  /** Per currency: the sum of all entries (zero when balanced) and of the platform's fee income. */
  currencies: { currency: string; total: number; fees: number }[];
};

const count = sql<number>`count(*)::int`.mapWith(Number);

/**
 * Recomputes the ledger's invariants from the entries themselves, without trusting the balances
 * the triggers keep: what staff and the accountant check, and what every money test asserts.
 */
export async function checkLedger(db: Database): Promise<LedgerCheck> {
  const negativeKinds = sql.join(
    LEDGER_NEGATIVE_KINDS.map((k) => sql`${k}`),
    sql`, `,
  );
  const [[transfers], [entries], [unbalanced], accounts, currencies] = await Promise.all([
    db.select({ n: count }).from(ledgerTransfers),
    db.select({ n: count }).from(ledgerEntries),
    db.select({ n: count }).from(sql`(
      select t.id from ${ledgerTransfers} t left join ${ledgerEntries} e on e.transfer_id = t.id
      group by t.id having count(e.id) < 2
      union
      select transfer_id from ${ledgerEntries} group by transfer_id, currency having sum(amount) <> 0
    ) as u`),
    db
      .select({
        drifted: sql<number>`count(*) filter (where a.balance <> coalesce(s.total, 0))::int`.mapWith(Number),
        negative: sql<number>`count(*) filter (where coalesce(s.total, 0) < 0 and a.kind not in (${negativeKinds}))::int`.mapWith(Number),
      })
      .from(
        sql`${ledgerAccounts} a left join (select account_id, sum(amount) as total from ${ledgerEntries} group by account_id) s on s.account_id = a.id`,
      ),
    db
      .select({
        currency: ledgerEntries.currency,
        total: sql<number>`sum(${ledgerEntries.amount})`.mapWith(Number),
        fees: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerAccounts.kind} = 'platform_fees'), 0)`.mapWith(
          Number,
        ),
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, sql`${ledgerAccounts.id} = ${ledgerEntries.accountId}`)
      .groupBy(ledgerEntries.currency)
      .orderBy(ledgerEntries.currency),
  ]);
  const drifted = accounts[0]?.drifted ?? 0;
  const negative = accounts[0]?.negative ?? 0;
  const unbalancedTransfers = unbalanced?.n ?? 0;
  return {
    balanced: unbalancedTransfers === 0 && drifted === 0 && negative === 0 && currencies.every((c) => c.total === 0),
    transfers: transfers?.n ?? 0,
    entries: entries?.n ?? 0,
    negativeBalances: negative,
    unbalancedTransfers,
    driftedAccounts: drifted,
    currencies,
  };
}
