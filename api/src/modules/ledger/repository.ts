import { type Database, ledgerAccounts, ledgerEntries, ledgerTransfers } from '@cf/db';
import { IdempotencyConflictError, InsufficientFundsError, type LedgerTransferKind, LEDGER_ACCOUNT_OWNER } from '@cf/domain/ledger';
import { and, eq, isNull } from 'drizzle-orm';

/** Names one ledger account; it is opened on first use. */
export type AccountRef =
  | { kind: 'investor_wallet' | 'pending_withdrawals'; currency: string; userId: string }
  | { kind: 'campaign_escrow' | 'owner_payable' | 'distributions'; currency: string; campaignId: number }
  | { kind: 'gateway_clearing'; currency: string; provider: string }
  | { kind: 'platform_fees' | 'refunds'; currency: string };

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

/** The account's id, opening it on first use (an existing account costs one query). */
export async function accountId(db: Database, ref: AccountRef): Promise<number> {
  const o = owner(ref);
  const expected = LEDGER_ACCOUNT_OWNER[ref.kind];
  if ((expected === 'user') !== (o.userId !== null) || (expected === 'campaign') !== (o.campaignId !== null))
    throw new Error(`ledger account ${ref.kind} names the wrong owner`);
  const find = async () => (await db.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(matching(ref)).limit(1))[0]?.id;
  const existing = await find();
  if (existing !== undefined) return existing;
  const [opened] = await db
    .insert(ledgerAccounts)
    .values({ kind: ref.kind, currency: ref.currency, ...o })
    .onConflictDoNothing()
    .returning({ id: ledgerAccounts.id });
  // Another transaction opened it first: its row is committed once our insert returns.
  const id = opened?.id ?? (await find());
  if (id === undefined) throw new Error(`ledger account ${ref.kind} could not be opened`);
  return id;
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
 * Posts a transfer: the ledger's only writer. Runs in the caller's transaction (as a savepoint, so
 * a refused transfer leaves the caller's transaction usable) or in its own. A second post with the
 * same idempotency key and the same entries returns the first transfer and moves nothing; the same
 * key with other entries is refused. A balance that would go below zero where the database forbids
 * it is refused with InsufficientFundsError. Accounts are locked in id order, so concurrent
 * transfers over the same accounts queue instead of deadlocking.
 */
export async function post(db: Database, transfer: TransferInput): Promise<PostedTransfer> {
  assertBalanced(transfer);
  try {
    return await db.transaction(async (tx) => {
      const entries = await Promise.all(
        transfer.entries.map(async (e) => ({ accountId: await accountId(tx, e.account), currency: e.account.currency, amount: e.amount })),
      );
      const [inserted] = await tx
        .insert(ledgerTransfers)
        .values({
          idempotencyKey: transfer.idempotencyKey,
          kind: transfer.kind,
          memo: transfer.memo ?? null,
          actorId: transfer.actorId ?? null,
          campaignId: transfer.campaignId ?? null,
        })
        .onConflictDoNothing({ target: ledgerTransfers.idempotencyKey })
        .returning({ id: ledgerTransfers.id });
      if (!inserted) return replay(tx, transfer, entries);
      entries.sort((a, b) => a.accountId - b.accountId);
      await tx.insert(ledgerEntries).values(entries.map((e) => ({ ...e, transferId: inserted.id })));
      return { id: inserted.id, created: true };
    });
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
