import { type Database, ledgerEntries, ledgerTransfers } from '@cf/db';
import { IdempotencyConflictError, InsufficientFundsError, type LedgerTransferKind } from '@cf/domain/ledger';
import { eq, inArray, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { type AccountRef, accountIds } from './accounts';
import { faultPoint } from '../../lib/fault-point';

export type TransferInput = {
  /** Unique per movement of money: a retry with the same key returns the first transfer. */
  idempotencyKey: string;
  kind: LedgerTransferKind;
  memo?: string;
  actorId?: string | null;
  campaignId?: number | null;
  /** Minor units of each account's currency; positive adds, negative takes; they sum to zero per currency. */
  entries: { account: AccountRef; amount: number }[];
};

export type PostedTransfer = { id: number; created: boolean };

type Entry = { accountId: number; currency: string; amount: number };

function assertBalanced(transfer: TransferInput): void {
  if (transfer.entries.length < 2) throw new Error('a transfer needs at least two entries');
  const totals = new Map<string, number>();
  for (const { account, amount } of transfer.entries) {
    if (!Number.isSafeInteger(amount) || amount === 0) throw new Error(`ledger amounts are non-zero integers (got ${amount})`);
    totals.set(account.currency, (totals.get(account.currency) ?? 0) + amount);
  }
  for (const [currency, total] of totals)
    if (total !== 0) throw new Error(`transfer ${transfer.idempotencyKey} is off by ${total} ${currency}`);
}

const isNegativeBalance = (err: unknown): boolean => {
  for (
    let e = err as { code?: string; constraint_name?: string; cause?: unknown } | undefined, i = 0;
    e && i < 4;
    e = e.cause as typeof e, i++
  )
    if (e.code === '23514' && e.constraint_name === 'ledger_accounts_not_negative') return true;
  return false;
};

/** A transfer's kind and its entries as (account, amount) pairs in one order, to compare a retry with the first post. */
const signature = (kind: string, rows: { accountId: number; amount: number }[]) =>
  `${kind}/${rows
    .map((r) => `${r.accountId}:${r.amount}`)
    .sort()
    .join(',')}`;

/**
 * Writes transfers (i, key, kind, memo, actor, campaign as JSON) and their entries (n, i, account,
 * currency, amount as JSON, in the order they must be applied) in one statement of one text,
 * prepared once per connection. A key already posted writes nothing and is absent from the answer.
 */
function write(db: Database, transfers: string, entries: string) {
  const input = db.$with('input', {}).as(sql`select * from jsonb_to_recordset(${transfers}::text::jsonb)
    as t(i int, key text, kind text, memo text, actor uuid, campaign int)`);
  const posted = db.$with('posted', {}).as(sql`
    insert into ${ledgerTransfers} (idempotency_key, kind, memo, actor_id, campaign_id)
    select key, kind, memo, actor, campaign from input order by i
    on conflict (idempotency_key) do nothing
    returning id, idempotency_key`);
  // Raw, because drizzle's insert-select wants the identity column too, which PostgreSQL refuses.
  const written = db.$with('written', {}).as(sql`
    insert into ${ledgerEntries} (transfer_id, account_id, currency, amount)
    select p.id, e.account, e.currency, e.amount
    from jsonb_to_recordset(${entries}::text::jsonb) as e(n int, i int, account bigint, currency text, amount bigint)
    join input t on t.i = e.i join posted p on p.idempotency_key = t.key
    order by e.n`);
  return db
    .with(input, posted, written)
    .select({ i: sql<number>`input.i`.mapWith(Number), id: sql<number>`posted.id`.mapWith(Number) })
    .from(sql`input join posted on posted.idempotency_key = input.key`)
    .prepare('ledger_post')
    .execute();
}

/**
 * Posts transfers: the ledger's only writer (post is the one-transfer case). Every transfer is
 * checked to balance before anything is written, so one that does not refuses the whole batch.
 * Then one statement finds or opens the accounts and one writes every transfer and its entries,
 * so a batch costs two statements however large. It is atomic in the caller's transaction (a
 * refused transfer aborts it); a batch given the bare database gets a transaction of its own.
 *
 * A key already posted with the same kind and entries returns the first transfer (created: false)
 * and moves nothing; the same key with other money is refused (IdempotencyConflictError), as is a
 * key repeated within the batch with other money. A balance that would go below zero where the
 * database forbids it is refused with InsufficientFundsError. Entries are applied in account id
 * order (and, within an account, in the batch's order, so each balance moves exactly as if the
 * transfers were posted one by one): concurrent batches over the same accounts queue on the
 * accounts' rows instead of deadlocking.
 */
export async function postMany(db: Database, transfers: TransferInput[]): Promise<PostedTransfer[]> {
  if (transfers.length === 0) return [];
  transfers.forEach(assertBalanced);
  if (transfers.length > 1 && !(db instanceof PgTransaction)) return db.transaction((tx) => postMany(tx, transfers));
  const ids = await accountIds(
    db,
    transfers.flatMap((t) => t.entries.map((e) => e.account)),
  );
  let next = 0;
  const resolved = transfers.map((t) =>
    t.entries.map((e): Entry => ({ accountId: ids[next++]!, currency: e.account.currency, amount: e.amount })),
  );
  // A key repeated within the batch is one transfer, as if posted twice in a row.
  const firstOf = new Map<string, number>();
  transfers.forEach((t, i) => {
    const first = firstOf.get(t.idempotencyKey);
    if (first === undefined) firstOf.set(t.idempotencyKey, i);
    else if (signature(transfers[first]!.kind, resolved[first]!) !== signature(t.kind, resolved[i]!)) throw new IdempotencyConflictError();
  });
  const unique = [...firstOf.values()];
  const entries = unique
    .flatMap((i) => resolved[i]!.map((e) => ({ i, account: e.accountId, currency: e.currency, amount: e.amount })))
    .sort((a, b) => a.account - b.account || a.i - b.i)
    .map((e, n) => ({ n, ...e }));
  const created = new Map<number, number>();
  try {
    const rows = await write(
      db,
      JSON.stringify(
        unique.map((i) => {
          const t = transfers[i]!;
          return { i, key: t.idempotencyKey, kind: t.kind, memo: t.memo ?? null, actor: t.actorId ?? null, campaign: t.campaignId ?? null };
        }),
      ),
      JSON.stringify(entries),
    );
    for (const row of rows) created.set(row.i, row.id);
    for (const t of transfers) faultPoint(`ledger.posted.${t.kind}`);
  } catch (err) {
    if (isNegativeBalance(err)) throw new InsufficientFundsError();
    throw err;
  }
  const replayed = await replay(
    db,
    unique.filter((i) => !created.has(i)).map((i) => ({ transfer: transfers[i]!, entries: resolved[i]! })),
  );
  return transfers.map((t, i) => {
    const first = firstOf.get(t.idempotencyKey)!;
    const id = created.get(first);
    return id !== undefined ? { id, created: first === i } : { id: replayed.get(t.idempotencyKey)!, created: false };
  });
}

/** Posts one transfer (see postMany): the transfer and its entries are one statement. */
export async function post(db: Database, transfer: TransferInput): Promise<PostedTransfer> {
  return (await postMany(db, [transfer]))[0]!;
}

/** The first transfers of keys already posted, each checked to carry the same money (one query for all). */
async function replay(db: Database, retried: { transfer: TransferInput; entries: Entry[] }[]): Promise<Map<string, number>> {
  if (retried.length === 0) return new Map();
  const rows = await db
    .select({
      key: ledgerTransfers.idempotencyKey,
      id: ledgerTransfers.id,
      kind: ledgerTransfers.kind,
      accountId: ledgerEntries.accountId,
      amount: ledgerEntries.amount,
    })
    .from(ledgerTransfers)
    .innerJoin(ledgerEntries, eq(ledgerEntries.transferId, ledgerTransfers.id))
    .where(
      inArray(
        ledgerTransfers.idempotencyKey,
        retried.map((r) => r.transfer.idempotencyKey),
      ),
    );
  const firsts = new Map<string, { id: number; kind: string; entries: { accountId: number; amount: number }[] }>();
  for (const row of rows) {
    const first = firsts.get(row.key) ?? { id: row.id, kind: row.kind, entries: [] };
    first.entries.push(row);
    firsts.set(row.key, first);
  }
  const ids = new Map<string, number>();
  for (const { transfer, entries } of retried) {
    const first = firsts.get(transfer.idempotencyKey);
    if (!first) throw new Error(`transfer ${transfer.idempotencyKey} vanished`);
    if (signature(first.kind, first.entries) !== signature(transfer.kind, entries)) throw new IdempotencyConflictError();
    ids.set(transfer.idempotencyKey, first.id);
  }
  return ids;
}
