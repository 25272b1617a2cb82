// Reads of the ledger's transfers and entries shared by the transactions list, its CSV and the journal.
import { campaigns, type Database, ledgerAccounts, ledgerEntries, ledgerTransfers, users } from '@cf/db';
import type { ledgerTransferOut } from '@cf/domain/schemas/ledger-answers';
import type { TransactionFilter } from '@cf/domain/schemas/ledger-filters';
import { and, asc, eq, gte, ilike, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { investmentTransferKeys } from '../../modules/investments/index';
import { containsPattern } from '../crud';
import { boundOf } from './ledger-list';

export type Transfer = z.output<typeof ledgerTransferOut>;
type Entry = Transfer['entries'][number];

/** A transfer's date bound; a day as the upper bound takes the whole day. */
export function createdWithin(column: typeof ledgerTransfers.createdAt, from?: string, to?: string): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(column, boundOf(from, false).at));
  if (to) {
    const { at, inclusive } = boundOf(to, true);
    conditions.push(inclusive ? lte(column, at) : lt(column, at));
  }
  return conditions;
}

/** The WHERE of the transfers list and its CSV: every filter is one indexed condition or a semi-join. */
export function transferWhere(f: TransactionFilter): SQL | undefined {
  const t = ledgerTransfers;
  const c: (SQL | undefined)[] = [];
  if (f.id) c.push(inArray(t.id, f.id));
  if (f.kind) c.push(eq(t.kind, f.kind));
  if (f.campaignId) c.push(eq(t.campaignId, f.campaignId));
  if (f.currency)
    c.push(
      sql`exists (select 1 from ${ledgerEntries} where ${ledgerEntries.transferId} = ${t.id} and ${ledgerEntries.currency} = ${f.currency})`,
    );
  // Through the user's accounts (ledger_accounts_user_idx) and their entries (ledger_entries_account_idx).
  if (f.userId)
    c.push(
      inArray(
        t.id,
        sql`(select ${ledgerEntries.transferId} from ${ledgerEntries} where ${ledgerEntries.accountId} in
          (select ${ledgerAccounts.id} from ${ledgerAccounts} where ${ledgerAccounts.userId} = ${f.userId}))`,
      ),
    );
  if (f.investmentId) c.push(inArray(t.idempotencyKey, investmentTransferKeys(f.investmentId)));
  c.push(...createdWithin(t.createdAt, f.createdAt_gte, f.createdAt_lte));
  if (f.q) c.push(/^\d{1,15}$/.test(f.q) ? eq(t.id, Number(f.q)) : ilike(t.memo, containsPattern(f.q)));
  const present = c.filter((x): x is SQL => x !== undefined);
  return present.length ? and(...present) : undefined;
}

/** Entries of the given transfers with their accounts and owners: one query, whatever the count. */
export function entriesOf(db: Database, transferIds: number[]) {
  const a = ledgerAccounts;
  return db
    .select({
      id: ledgerEntries.id,
      transferId: ledgerEntries.transferId,
      accountId: ledgerEntries.accountId,
      accountKind: a.kind,
      currency: ledgerEntries.currency,
      amount: ledgerEntries.amount,
      userId: a.userId,
      userEmail: users.email,
      campaignId: a.campaignId,
      campaignName: sql<string | null>`coalesce(${campaigns.companyName}, ${campaigns.campaignName})`,
      provider: a.provider,
    })
    .from(ledgerEntries)
    .innerJoin(a, eq(a.id, ledgerEntries.accountId))
    .leftJoin(users, eq(users.id, a.userId))
    .leftJoin(campaigns, eq(campaigns.id, a.campaignId))
    .where(inArray(ledgerEntries.transferId, transferIds))
    .orderBy(asc(ledgerEntries.transferId), asc(ledgerEntries.id));
}

/** Transfers by id, each with its entries and what it moved: two queries, in the ids' order. */
export async function loadTransfers(db: Database, ids: number[]): Promise<Transfer[]> {
  if (ids.length === 0) return [];
  const [rows, entries] = await Promise.all([
    db
      .select({
        id: ledgerTransfers.id,
        kind: ledgerTransfers.kind,
        memo: ledgerTransfers.memo,
        actorId: ledgerTransfers.actorId,
        campaignId: ledgerTransfers.campaignId,
        createdAt: ledgerTransfers.createdAt,
      })
      .from(ledgerTransfers)
      .where(inArray(ledgerTransfers.id, ids)),
    entriesOf(db, ids),
  ]);
  const byTransfer = new Map<number, Entry[]>();
  for (const entry of entries) byTransfer.set(entry.transferId, [...(byTransfer.get(entry.transferId) ?? []), entry]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const own = byTransfer.get(id) ?? [];
    const currencies = [...new Set(own.map((e) => e.currency))];
    const amount = own.filter((e) => e.currency === currencies[0] && e.amount > 0).reduce((sum, e) => sum + e.amount, 0);
    return [{ ...row, currency: currencies.join(','), amount, entries: own }];
  });
}
