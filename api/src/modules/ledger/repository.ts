import { type Database, ledgerAccounts, ledgerEntries, ledgerTransfers } from '@cf/db';
import { IdempotencyConflictError, InsufficientFundsError, type LedgerTransferKind, LEDGER_ACCOUNT_OWNER } from '@cf/domain/ledger';
import { and, eq, isNull, or, sql } from 'drizzle-orm';

/** Names one ledger account; it is opened on first use. */
export type AccountRef =
  | { kind: 'investor_wallet' | 'pending_withdrawals'; currency: string; userId: string }
  | { kind: 'campaign_escrow' | 'owner_payable' | 'distributions'; currency: string; campaignId: number }
  | { kind: 'gateway_clearing'; currency: string; provider: string }
  | { kind: 'platform_fees' | 'refunds' | 'platform_costs'; currency: string };

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

const owner = (ref: AccountRef) => ({
  userId: 'userId' in ref ? ref.userId : null,
  campaignId: 'campaignId' in ref ? ref.campaignId : null,
  provider: 'provider' in ref ? ref.provider : null,
});

const matching = (ref: AccountRef) => {
  const o = owner(ref);
  return and(
    eq(ledgerAccounts.kind, ref.kind),
    eq(ledgerAccounts.currency, ref.currency),
    o.userId === null ? isNull(ledgerAccounts.userId) : eq(ledgerAccounts.userId, o.userId),
    o.campaignId === null ? isNull(ledgerAccounts.campaignId) : eq(ledgerAccounts.campaignId, o.campaignId),
    o.provider === null ? isNull(ledgerAccounts.provider) : eq(ledgerAccounts.provider, o.provider),
  );
};

/** The accounts' ids in the order named, opening any not used before (existing accounts cost one query). */
export async function accountIds(db: Database, refs: AccountRef[]): Promise<number[]> {
  for (const ref of refs) {
    const o = owner(ref);
    const expected = LEDGER_ACCOUNT_OWNER[ref.kind];
    if ((expected === 'user') !== (o.userId !== null) || (expected === 'campaign') !== (o.campaignId !== null))
      throw new Error(`ledger account ${ref.kind} names the wrong owner`);
  }
  const keyOf = (a: { kind: string; currency: string; userId: string | null; campaignId: number | null; provider: string | null }) =>
    `${a.kind}|${a.currency}|${a.userId ?? ''}|${a.campaignId ?? ''}|${a.provider ?? ''}`;
  const find = async (wanted: AccountRef[]) =>
    new Map(
      (
        await db
          .select()
          .from(ledgerAccounts)
          .where(or(...wanted.map(matching)))
      ).map((a) => [keyOf(a), a.id] as const),
    );
  const wantedKey = (ref: AccountRef) => keyOf({ kind: ref.kind, currency: ref.currency, ...owner(ref) });
  const found = await find(refs);
  const missing = refs.filter((ref) => !found.has(wantedKey(ref)));
  if (missing.length > 0) {
    await db
      .insert(ledgerAccounts)
      .values(missing.map((ref) => ({ kind: ref.kind, currency: ref.currency, ...owner(ref) })))
      .onConflictDoNothing();
    // Opened here or, concurrently, by another transaction whose row is committed once our insert returns.
    for (const [key, id] of await find(missing)) found.set(key, id);
  }
  return refs.map((ref) => {
    const id = found.get(wantedKey(ref));
    if (id === undefined) throw new Error(`ledger account ${ref.kind} could not be opened`);
    return id;
  });
}

/** The account's id, opening it on first use. */
export async function accountId(db: Database, ref: AccountRef): Promise<number> {
  return (await accountIds(db, [ref]))[0]!;
}

/** The account's balance in minor units (0 for an account never used). */
export async function balanceOf(db: Database, ref: AccountRef): Promise<number> {
  const [row] = await db.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts).where(matching(ref));
  return row?.balance ?? 0;
}

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

/** The entries as (account, amount) pairs in one order, to compare a retry with the first post. */
const signature = (rows: { accountId: number; amount: number }[]) =>
  rows
    .map((r) => `${r.accountId}:${r.amount}`)
    .sort()
    .join(',');

/**
 * Posts a transfer: the ledger's only writer. The transfer and its entries are one statement, so
 * it is atomic in the caller's transaction or on its own; a refused transfer aborts the caller's
 * transaction. A second post with the same idempotency key and the same entries returns the first
 * transfer and moves nothing; the same key with other entries is refused. A balance that would go
 * below zero where the database forbids it is refused with InsufficientFundsError. Entries are
 * written in account id order, so concurrent transfers over the same accounts queue on the
 * accounts' rows instead of deadlocking.
 */
export async function post(db: Database, transfer: TransferInput): Promise<PostedTransfer> {
  assertBalanced(transfer);
  const ids = await accountIds(
    db,
    transfer.entries.map((e) => e.account),
  );
  const entries = transfer.entries
    .map((e, i) => ({ accountId: ids[i]!, currency: e.account.currency, amount: e.amount }))
    .sort((a, b) => a.accountId - b.accountId);
  const list = <T>(values: T[], type: string) =>
    sql`array[${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )}]::${sql.raw(type)}[]`;
  const posted = db.$with('posted').as(
    db
      .insert(ledgerTransfers)
      .values({
        idempotencyKey: transfer.idempotencyKey,
        kind: transfer.kind,
        memo: transfer.memo ?? null,
        actorId: transfer.actorId ?? null,
        campaignId: transfer.campaignId ?? null,
      })
      .onConflictDoNothing({ target: ledgerTransfers.idempotencyKey })
      .returning({ id: ledgerTransfers.id }),
  );
  // Raw, because drizzle's insert-select wants the identity column too, which PostgreSQL refuses.
  const written = db.$with('written', {}).as(
    sql`insert into ${ledgerEntries} (transfer_id, account_id, currency, amount)
        select ${posted.id}, unnest(${list(
          entries.map((e) => e.accountId),
          'bigint',
        )}),
               unnest(${list(
                 entries.map((e) => e.currency),
                 'text',
               )}), unnest(${list(
                 entries.map((e) => e.amount),
                 'bigint',
               )})
        from ${posted}`,
  );
  try {
    const [inserted] = await db.with(posted, written).select({ id: posted.id }).from(posted);
    if (!inserted) return replay(db, transfer, entries);
    return { id: inserted.id, created: true };
  } catch (err) {
    if (isNegativeBalance(err)) throw new InsufficientFundsError();
    throw err;
  }
}

async function replay(db: Database, transfer: TransferInput, entries: { accountId: number; amount: number }[]): Promise<PostedTransfer> {
  const [first] = await db
    .select({ id: ledgerTransfers.id, kind: ledgerTransfers.kind })
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.idempotencyKey, transfer.idempotencyKey));
  if (!first) throw new Error(`transfer ${transfer.idempotencyKey} vanished`);
  const posted = await db
    .select({ accountId: ledgerEntries.accountId, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transferId, first.id));
  if (first.kind !== transfer.kind || signature(posted) !== signature(entries)) throw new IdempotencyConflictError();
  return { id: first.id, created: false };
}
