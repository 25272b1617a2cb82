import { ledgerAccounts, ledgerEntries, ledgerTransfers } from '@cf/db';
import { IdempotencyConflictError, InsufficientFundsError } from '@cf/domain/ledger';
import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { bearer, createUser, insertUser, nextIp, staffToken, useTestApp } from '../../../test/app';
import { type AccountRef, balanceOf, checkLedger, post, postMany, type TransferInput } from './index';

const ctx = useTestApp();
const db = () => ctx.handle.db;
const clearing = (currency = 'USD'): AccountRef => ({ kind: 'gateway_clearing', currency, provider: 'sandbox' });
const wallet = (userId: string, currency = 'USD'): AccountRef => ({ kind: 'investor_wallet', currency, userId });
const fees = (currency = 'USD'): AccountRef => ({ kind: 'platform_fees', currency });

/** A sandbox top-up of `amount` minor units into the user's wallet. */
const topUp = (userId: string, amount: number, key = randomUUID()) =>
  post(db(), {
    idempotencyKey: key,
    kind: 'wallet_topup',
    actorId: userId,
    entries: [
      { account: clearing(), amount: -amount },
      { account: wallet(userId), amount },
    ],
  });

/** Takes `amount` from the wallet as a fee (any spend will do: the wallet is what matters). */
const spend = (userId: string, amount: number, key = randomUUID()) =>
  post(db(), {
    idempotencyKey: key,
    kind: 'platform_fee',
    entries: [
      { account: wallet(userId), amount: -amount },
      { account: fees(), amount },
    ],
  });

/** Expects PostgreSQL itself to refuse (Drizzle wraps a statement's error as the cause of its "Failed query"; a refused commit comes bare). */
async function refused(work: Promise<unknown>, message: RegExp) {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e as { message?: string; cause?: { message?: string } },
  );
  expect(error, 'the database accepted it').toBeDefined();
  expect(error!.cause?.message ?? error!.message).toMatch(message);
}

/** A top-up's or a spend's transfer, to post in a batch. */
const topUpOf = (userId: string, amount: number, key: string = randomUUID()): TransferInput => ({
  idempotencyKey: key,
  kind: 'wallet_topup',
  entries: [
    { account: clearing(), amount: -amount },
    { account: wallet(userId), amount },
  ],
});
const spendOf = (userId: string, amount: number, key: string = randomUUID()): TransferInput => ({
  idempotencyKey: key,
  kind: 'platform_fee',
  entries: [
    { account: wallet(userId), amount: -amount },
    { account: fees(), amount },
  ],
});

const transferCount = async () => (await db().select({ n: count() }).from(ledgerTransfers))[0]!.n;

describe('ledger', () => {
  afterEach(async () => {
    const check = await checkLedger(db());
    expect(check, JSON.stringify(check)).toMatchObject({ balanced: true, negativeBalances: 0, unbalancedTransfers: 0, driftedAccounts: 0 });
  });

  it('posts a balanced transfer and keeps each account balance', async () => {
    const { id: userId } = await insertUser(ctx);
    const posted = await topUp(userId, 10_000);
    expect(posted.created).toBe(true);
    expect(await balanceOf(db(), wallet(userId))).toBe(10_000);
    await spend(userId, 2_500);
    expect(await balanceOf(db(), wallet(userId))).toBe(7_500);
    expect(await balanceOf(db(), wallet(userId, 'EUR'))).toBe(0);
  });

  it('returns the first transfer for a repeated idempotency key and refuses the key for other money', async () => {
    const { id: userId } = await insertUser(ctx);
    const key = randomUUID();
    const first = await topUp(userId, 5_000, key);
    const before = await transferCount();
    const again = await topUp(userId, 5_000, key);
    expect(again).toEqual({ id: first.id, created: false });
    expect(await transferCount()).toBe(before);
    expect(await balanceOf(db(), wallet(userId))).toBe(5_000);
    await expect(topUp(userId, 6_000, key)).rejects.toBeInstanceOf(IdempotencyConflictError);
    expect(await balanceOf(db(), wallet(userId))).toBe(5_000);
  });

  it('refuses a wallet going below zero and writes nothing', async () => {
    const { id: userId } = await insertUser(ctx);
    await topUp(userId, 1_000);
    const before = await transferCount();
    await expect(spend(userId, 1_001)).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await transferCount()).toBe(before);
    expect(await balanceOf(db(), wallet(userId))).toBe(1_000);
  });

  it('refuses unbalanced transfers in code and in the database', async () => {
    const { id: userId } = await insertUser(ctx);
    await expect(
      post(db(), {
        idempotencyKey: randomUUID(),
        kind: 'correction',
        entries: [
          { account: wallet(userId), amount: 5 },
          { account: fees(), amount: -4 },
        ],
      }),
    ).rejects.toThrow(/off by 1 USD/);
    // Bypassing the repository: the deferred trigger refuses the commit.
    const [account] = await db()
      .insert(ledgerAccounts)
      .values({ kind: 'platform_fees', currency: 'GBP' })
      .returning({ id: ledgerAccounts.id });
    await refused(
      db().transaction(async (tx) => {
        const [t] = await tx
          .insert(ledgerTransfers)
          .values({ idempotencyKey: randomUUID(), kind: 'correction' })
          .returning({ id: ledgerTransfers.id });
        await tx.insert(ledgerEntries).values([{ transferId: t!.id, accountId: account!.id, currency: 'GBP', amount: 7 }]);
      }),
      /at least two entries|does not balance/,
    );
    await refused(
      db().transaction(async (tx) => {
        await tx.insert(ledgerTransfers).values({ idempotencyKey: randomUUID(), kind: 'correction' });
      }),
      /at least two entries/,
    );
    // An entry in another currency than its account's cannot exist.
    await refused(
      db().transaction(async (tx) => {
        const [t] = await tx
          .insert(ledgerTransfers)
          .values({ idempotencyKey: randomUUID(), kind: 'correction' })
          .returning({ id: ledgerTransfers.id });
        await tx.insert(ledgerEntries).values([
          { transferId: t!.id, accountId: account!.id, currency: 'USD', amount: 7 },
          { transferId: t!.id, accountId: account!.id, currency: 'USD', amount: -7 },
        ]);
      }),
      /ledger_entries_account_currency_fk/,
    );
  });

  it('never lets an entry or a transfer be changed or deleted, nor a balance be written', async () => {
    const { id: userId } = await insertUser(ctx);
    const { id } = await topUp(userId, 3_000);
    await refused(db().update(ledgerEntries).set({ amount: 1 }).where(eq(ledgerEntries.transferId, id)), /immutable/);
    await refused(db().delete(ledgerEntries).where(eq(ledgerEntries.transferId, id)), /immutable/);
    await refused(db().update(ledgerTransfers).set({ memo: 'x' }).where(eq(ledgerTransfers.id, id)), /immutable/);
    await refused(db().delete(ledgerTransfers).where(eq(ledgerTransfers.id, id)), /immutable/);
    await refused(db().execute(sql`truncate ledger_entries cascade`), /immutable/);
    await refused(db().update(ledgerAccounts).set({ balance: 1_000_000 }).where(eq(ledgerAccounts.userId, userId)), /only with an entry/);
    expect(await balanceOf(db(), wallet(userId))).toBe(3_000);
  });

  it('lets at most one of 50 concurrent spends of 0.6 × the balance through', async () => {
    const { id: userId } = await insertUser(ctx);
    await topUp(userId, 10_000);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => spend(userId, 6_000)));
    const won = results.filter((r) => r.status === 'fulfilled');
    const lost = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost.every((r) => r.reason instanceof InsufficientFundsError)).toBe(true);
    expect(await balanceOf(db(), wallet(userId))).toBe(4_000);
  });

  it('posts one transfer when the same key arrives 20 times at once', async () => {
    const { id: userId } = await insertUser(ctx);
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 20 }, () => topUp(userId, 2_000, key)));
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await balanceOf(db(), wallet(userId))).toBe(2_000);
  });

  it('shows staff the invariants at /console/ledger/check, and no one else', async () => {
    const { id: userId } = await insertUser(ctx);
    await topUp(userId, 1_234);
    const check = (token: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/v1/console/ledger/check', headers: bearer(token), remoteAddress: nextIp() });
    const res = await check(await staffToken(ctx));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ balanced: true, negativeBalances: 0, transfers: await transferCount() });
    expect(res.json().entries).toBeGreaterThanOrEqual(2 * res.json().transfers);
    expect((await check((await createUser(ctx)).token)).statusCode).toBe(403);
  });

  describe('postMany', () => {
    it('posts a batch of balanced transfers, each account moving in the batch order', async () => {
      const a = (await insertUser(ctx)).id;
      const b = (await insertUser(ctx)).id;
      const before = await transferCount();
      // The spend needs the top-up before it in the same batch: applied one by one, never below zero.
      const posted = await postMany(db(), [topUpOf(a, 4_000), topUpOf(b, 1_500), spendOf(a, 3_000), spendOf(b, 1_500)]);
      expect(posted.map((p) => p.created)).toEqual([true, true, true, true]);
      expect(new Set(posted.map((p) => p.id)).size).toBe(4);
      expect(await transferCount()).toBe(before + 4);
      expect(await balanceOf(db(), wallet(a))).toBe(1_000);
      expect(await balanceOf(db(), wallet(b))).toBe(0);
      // The same batch in a transaction posts with it.
      const c = (await insertUser(ctx)).id;
      await db().transaction(async (tx) => {
        await postMany(tx, [topUpOf(c, 700), spendOf(c, 200)]);
        expect(await balanceOf(tx, wallet(c))).toBe(500);
      });
      expect(await balanceOf(db(), wallet(c))).toBe(500);
    });

    it('refuses the whole batch when one transfer does not balance or would overdraw, writing nothing', async () => {
      const userId = (await insertUser(ctx)).id;
      await topUp(userId, 1_000);
      const before = await transferCount();
      const unbalanced: TransferInput = {
        idempotencyKey: randomUUID(),
        kind: 'correction',
        entries: [
          { account: wallet(userId), amount: 5 },
          { account: fees(), amount: -4 },
        ],
      };
      await expect(postMany(db(), [topUpOf(userId, 2_000), unbalanced, topUpOf(userId, 3_000)])).rejects.toThrow(/off by 1 USD/);
      await expect(postMany(db(), [topUpOf(userId, 2_000), spendOf(userId, 3_500)])).rejects.toBeInstanceOf(InsufficientFundsError);
      await expect(db().transaction((tx) => postMany(tx, [spendOf(userId, 500), spendOf(userId, 501)]))).rejects.toBeInstanceOf(
        InsufficientFundsError,
      );
      expect(await transferCount()).toBe(before);
      expect(await balanceOf(db(), wallet(userId))).toBe(1_000);
    });

    it('answers a key already posted as post does: the first transfer for the same money, a conflict for other money', async () => {
      const userId = (await insertUser(ctx)).id;
      const key = randomUUID();
      const first = await post(db(), topUpOf(userId, 5_000, key));
      const fresh = randomUUID();
      expect(await postMany(db(), [topUpOf(userId, 5_000, key), topUpOf(userId, 100, fresh)])).toEqual([
        { id: first.id, created: false },
        { id: expect.any(Number), created: true },
      ]);
      expect(await balanceOf(db(), wallet(userId))).toBe(5_100);
      // The same key carrying other money refuses the batch: nothing else in it is written.
      const before = await transferCount();
      await expect(postMany(db(), [topUpOf(userId, 100), topUpOf(userId, 6_000, key)])).rejects.toBeInstanceOf(IdempotencyConflictError);
      await expect(postMany(db(), [topUpOf(userId, 100), { ...topUpOf(userId, 5_000, key), kind: 'correction' }])).rejects.toBeInstanceOf(
        IdempotencyConflictError,
      );
      expect(await transferCount()).toBe(before);
      // A key twice in one batch is one transfer, as if posted twice in a row; with other money, a conflict.
      const twice = randomUUID();
      const [one, two] = await postMany(db(), [topUpOf(userId, 300, twice), topUpOf(userId, 300, twice)]);
      expect(one).toEqual({ id: expect.any(Number), created: true });
      expect(two).toEqual({ id: one!.id, created: false });
      await expect(postMany(db(), [topUpOf(userId, 1, 'k-' + twice), topUpOf(userId, 2, 'k-' + twice)])).rejects.toBeInstanceOf(
        IdempotencyConflictError,
      );
      expect(await transferCount()).toBe(before + 1);
      expect(await balanceOf(db(), wallet(userId))).toBe(5_400);
    });
  });
});
