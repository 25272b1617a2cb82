import { type Database, mangopayTwinBankAccounts, mangopayTwinTransactions, mangopayTwinUsers, mangopayTwinWallets } from '@cf/db';
import { and, count, desc, eq, gte, lte, or, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import {
  type MangoBankAccount,
  type MangoCountry,
  type MangopayApi,
  MangopayError,
  type MangoPayIn,
  type MangoPayOut,
  type MangoRefund,
  type MangoTransaction,
  type MangoWallet,
} from '../../providers/payments/mangopay';

/*
 * The sandbox twin of MangoPay: the same API over our own tables, used when the route runs in test
 * mode without keys, so the demo needs no account anywhere. It behaves as MangoPay does where the
 * platform can tell (a wallet never goes negative, a transfer beyond the balance fails with
 * MangoPay's result code, refunds never exceed the transfer), and its card page is the site's
 * own (/mangopay-topup-pay/{payInId}), where the payer chooses Pay or Fail.
 */

type TxRow = typeof mangopayTwinTransactions.$inferSelect;

const newId = () => `tw_${randomBytes(6).toString('hex')}`;
const seconds = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

/** MangoPay's result for a debit beyond the wallet's balance. */
export const INSUFFICIENT_BALANCE = '001001';

function notFound(what: string, id: string): never {
  throw new MangopayError(404, {
    Message: 'The ressource does not exist',
    Type: 'ressource_not_found',
    Id: newId(),
    errors: { RessourceNotFound: `Cannot found the ressource ${what} with the id=${id}` },
  });
}

function refused(message: string, errors: Record<string, string>): never {
  throw new MangopayError(400, { Message: message, Type: 'param_error', Id: newId(), errors });
}

function transactionOf(row: TxRow): MangoTransaction {
  const money = (amount: number) => ({ Currency: row.currency, Amount: amount });
  return {
    Id: row.id,
    Type: row.type,
    Nature: row.nature,
    Status: row.status,
    AuthorId: row.authorId,
    DebitedWalletId: row.debitedWalletId,
    CreditedWalletId: row.creditedWalletId,
    DebitedFunds: money(row.amount),
    CreditedFunds: money(row.amount - row.fees),
    Fees: money(row.fees),
    ResultCode: row.resultCode,
    ResultMessage: row.resultMessage,
    CreationDate: seconds(row.createdAt)!,
    ExecutionDate: seconds(row.executedAt),
  };
}

const walletOf = (row: typeof mangopayTwinWallets.$inferSelect): MangoWallet => ({
  Id: row.id,
  Owners: [row.ownerId],
  Currency: row.currency,
  Balance: { Currency: row.currency, Amount: row.balance },
  Description: row.description,
});

const bankAccountOf = (row: typeof mangopayTwinBankAccounts.$inferSelect): MangoBankAccount =>
  ({
    ...row.details,
    Id: row.id,
    UserId: row.userId,
    Type: row.type,
    OwnerName: row.ownerName,
    OwnerAddress: row.ownerAddress,
    Active: row.active,
    CreationDate: seconds(row.createdAt)!,
  }) as MangoBankAccount;

/** The twin's card page for a PayIn: the site's own page, in place of MangoPay's. */
export const twinCardPage = (publicUrl: string, payInId: string) => `${publicUrl}/mangopay-topup-pay/${encodeURIComponent(payInId)}`;

/** Countries the twin lists as authorised (MangoPay lists every country; none is blocked here). */
const TWIN_COUNTRIES = [
  'AT',
  'BE',
  'CA',
  'CH',
  'DE',
  'DK',
  'ES',
  'FI',
  'FR',
  'GB',
  'IE',
  'IT',
  'LU',
  'MA',
  'NL',
  'NO',
  'PL',
  'PT',
  'SE',
  'US',
];

export function mangopayTwin(db: Database, publicUrl: string): MangopayApi {
  const txRow = async (id: string, type: TxRow['type']) => {
    const [row] = await db.select().from(mangopayTwinTransactions).where(eq(mangopayTwinTransactions.id, id));
    if (!row || row.type !== type) notFound(type, id);
    return row;
  };
  /** The transaction already made with this Idempotency-Key, if any. */
  const replay = async (key: string) =>
    (await db.select().from(mangopayTwinTransactions).where(eq(mangopayTwinTransactions.idempotencyKey, key)))[0];
  const lockWallet = async (id: string) => {
    const [row] = await db.select().from(mangopayTwinWallets).where(eq(mangopayTwinWallets.id, id)).for('update');
    if (!row) notFound('Wallet', id);
    return row;
  };
  const move = async (walletId: string, delta: number) =>
    db
      .update(mangopayTwinWallets)
      .set({ balance: sql`${mangopayTwinWallets.balance} + ${delta}` })
      .where(eq(mangopayTwinWallets.id, walletId));
  const insert = async (values: Omit<typeof mangopayTwinTransactions.$inferInsert, 'id'>) =>
    (
      await db
        .insert(mangopayTwinTransactions)
        .values({ id: newId(), ...values })
        .returning()
    )[0]!;
  const user = async (id: string) => {
    const [row] = await db.select({ id: mangopayTwinUsers.id }).from(mangopayTwinUsers).where(eq(mangopayTwinUsers.id, id));
    if (!row) notFound('User', id);
  };
  /** Debits one wallet and credits another, or records the failure MangoPay would (beyond the balance). */
  const transferBetween = async (
    values: {
      type: 'TRANSFER';
      nature: 'REGULAR' | 'REFUND';
      authorId: string;
      from: string;
      to: string;
      amount: number;
      currency: string;
    },
    key: string,
    initial?: string,
  ) => {
    const first = await replay(key);
    if (first) return first;
    // Locked in id order, as any two transfers between the same wallets would be.
    const [a, b] = [values.from, values.to].sort();
    const locked = [await lockWallet(a!), await lockWallet(b!)];
    const from = locked.find((w) => w.id === values.from)!;
    if (from.currency !== values.currency) refused('Currency mismatch', { DebitedFunds: 'The currency does not match the wallet' });
    const enough = from.balance >= values.amount;
    if (enough) {
      await move(values.from, -values.amount);
      await move(values.to, values.amount);
    }
    return insert({
      type: values.type,
      nature: values.nature,
      status: enough ? 'SUCCEEDED' : 'FAILED',
      authorId: values.authorId,
      debitedWalletId: values.from,
      creditedWalletId: values.to,
      currency: values.currency,
      amount: values.amount,
      initialTransactionId: initial ?? null,
      resultCode: enough ? '000000' : INSUFFICIENT_BALANCE,
      resultMessage: enough ? 'Success' : 'Unsufficient wallet balance',
      idempotencyKey: key,
      executedAt: enough ? new Date() : null,
    });
  };

  return {
    twin: true,
    createNaturalUser: async (u) => {
      const [row] = await db
        .insert(mangopayTwinUsers)
        .values({ id: newId(), personType: 'NATURAL', email: u.Email, name: `${u.FirstName} ${u.LastName}` })
        .returning();
      return { Id: row!.id };
    },
    createLegalUser: async (u) => {
      const [row] = await db
        .insert(mangopayTwinUsers)
        .values({ id: newId(), personType: 'LEGAL', email: u.Email, name: u.Name })
        .returning();
      return { Id: row!.id };
    },
    createWallet: async (w) => {
      await user(w.Owners[0]);
      const [row] = await db
        .insert(mangopayTwinWallets)
        .values({ id: newId(), ownerId: w.Owners[0], currency: w.Currency, description: w.Description })
        .returning();
      return walletOf(row!);
    },
    getWallet: async (id) => {
      const [row] = await db.select().from(mangopayTwinWallets).where(eq(mangopayTwinWallets.id, id));
      if (!row) notFound('Wallet', id);
      return walletOf(row);
    },
    walletTransactions: async (walletId, page, perPage) => {
      const mine = or(eq(mangopayTwinTransactions.debitedWalletId, walletId), eq(mangopayTwinTransactions.creditedWalletId, walletId));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(mangopayTwinTransactions)
          .where(mine)
          .orderBy(desc(mangopayTwinTransactions.createdAt), desc(mangopayTwinTransactions.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(mangopayTwinTransactions).where(mine),
      ]);
      return { items: rows.map(transactionOf), total: total?.n ?? 0 };
    },
    userTransactions: async (userId, from, to, page) => {
      const rows = await db
        .select()
        .from(mangopayTwinTransactions)
        .where(
          and(
            eq(mangopayTwinTransactions.authorId, userId),
            gte(mangopayTwinTransactions.createdAt, from),
            lte(mangopayTwinTransactions.createdAt, to),
          ),
        )
        .orderBy(mangopayTwinTransactions.createdAt)
        .limit(100)
        .offset((page - 1) * 100);
      return { items: rows.map(transactionOf), total: rows.length };
    },
    createCardWebPayIn: async (p, key) => {
      const first = await replay(key);
      const row =
        first ??
        (await insert({
          type: 'PAYIN',
          nature: 'REGULAR',
          status: 'CREATED',
          authorId: p.AuthorId,
          creditedWalletId: p.CreditedWalletId,
          currency: p.DebitedFunds.Currency,
          amount: p.DebitedFunds.Amount,
          fees: p.Fees.Amount,
          returnUrl: p.ReturnURL,
          idempotencyKey: key,
        }));
      return { ...transactionOf(row), RedirectURL: twinCardPage(publicUrl, row.id), ReturnURL: row.returnUrl };
    },
    getPayIn: async (id) => {
      const row = await txRow(id, 'PAYIN');
      return { ...transactionOf(row), RedirectURL: twinCardPage(publicUrl, row.id), ReturnURL: row.returnUrl } satisfies MangoPayIn;
    },
    createTransfer: async (t, key) =>
      transactionOf(
        await transferBetween(
          {
            type: 'TRANSFER',
            nature: 'REGULAR',
            authorId: t.AuthorId,
            from: t.DebitedWalletId,
            to: t.CreditedWalletId,
            amount: t.DebitedFunds.Amount,
            currency: t.DebitedFunds.Currency,
          },
          key,
        ),
      ),
    getTransfer: async (id) => transactionOf(await txRow(id, 'TRANSFER')),
    refundTransfer: async (transferId, r, key) => {
      const first = await replay(key);
      if (first) return { ...transactionOf(first), InitialTransactionId: transferId } satisfies MangoRefund;
      const initial = await txRow(transferId, 'TRANSFER');
      if (initial.nature !== 'REGULAR' || initial.status !== 'SUCCEEDED') refused('The transfer cannot be refunded', { Id: transferId });
      const [done] = await db
        .select({ sum: sql<number>`coalesce(sum(${mangopayTwinTransactions.amount}), 0)`.mapWith(Number) })
        .from(mangopayTwinTransactions)
        .where(and(eq(mangopayTwinTransactions.initialTransactionId, transferId), eq(mangopayTwinTransactions.status, 'SUCCEEDED')));
      if ((done?.sum ?? 0) + r.DebitedFunds.Amount > initial.amount)
        refused('The refund exceeds the transfer', { DebitedFunds: 'The amount exceeds what is left to refund' });
      const row = await transferBetween(
        {
          type: 'TRANSFER',
          nature: 'REFUND',
          authorId: r.AuthorId,
          from: initial.creditedWalletId!,
          to: initial.debitedWalletId!,
          amount: r.DebitedFunds.Amount,
          currency: initial.currency,
        },
        key,
        transferId,
      );
      return { ...transactionOf(row), InitialTransactionId: transferId };
    },
    transferRefunds: async (transferId) => {
      const rows = await db.select().from(mangopayTwinTransactions).where(eq(mangopayTwinTransactions.initialTransactionId, transferId));
      return rows.map((row) => ({ ...transactionOf(row), InitialTransactionId: transferId }));
    },
    createBankAccount: async (userId, account) => {
      await user(userId);
      const { Type, OwnerName, OwnerAddress, Tag: _tag, ...details } = account;
      const [row] = await db
        .insert(mangopayTwinBankAccounts)
        .values({
          id: newId(),
          userId,
          type: Type,
          ownerName: OwnerName,
          ownerAddress: OwnerAddress as Record<string, string>,
          details: details as Record<string, string>,
        })
        .returning();
      return bankAccountOf(row!);
    },
    bankAccounts: async (userId) =>
      (
        await db
          .select()
          .from(mangopayTwinBankAccounts)
          .where(eq(mangopayTwinBankAccounts.userId, userId))
          .orderBy(desc(mangopayTwinBankAccounts.createdAt))
      ).map(bankAccountOf),
    bankAccount: async (userId, id) => {
      const [row] = await db
        .select()
        .from(mangopayTwinBankAccounts)
        .where(and(eq(mangopayTwinBankAccounts.id, id), eq(mangopayTwinBankAccounts.userId, userId)));
      if (!row) notFound('BankAccount', id);
      return bankAccountOf(row);
    },
    deactivateBankAccount: async (userId, id) => {
      const [row] = await db
        .update(mangopayTwinBankAccounts)
        .set({ active: false })
        .where(and(eq(mangopayTwinBankAccounts.id, id), eq(mangopayTwinBankAccounts.userId, userId)))
        .returning();
      if (!row) notFound('BankAccount', id);
      return bankAccountOf(row);
    },
    createPayout: async (p, key) => {
      const first = await replay(key);
      const row =
        first ??
        (await (async () => {
          const [bank] = await db
            .select()
            .from(mangopayTwinBankAccounts)
            .where(and(eq(mangopayTwinBankAccounts.id, p.BankAccountId), eq(mangopayTwinBankAccounts.userId, p.AuthorId)));
          if (!bank) notFound('BankAccount', p.BankAccountId);
          if (!bank.active) refused('The bank account is inactive', { BankAccountId: 'The bank account is inactive' });
          const wallet = await lockWallet(p.DebitedWalletId);
          const enough = wallet.balance >= p.DebitedFunds.Amount;
          if (enough) await move(wallet.id, -p.DebitedFunds.Amount);
          // The twin's bank wire arrives at once.
          return insert({
            type: 'PAYOUT',
            nature: 'REGULAR',
            status: enough ? 'SUCCEEDED' : 'FAILED',
            authorId: p.AuthorId,
            debitedWalletId: wallet.id,
            currency: p.DebitedFunds.Currency,
            amount: p.DebitedFunds.Amount,
            bankAccountId: bank.id,
            resultCode: enough ? '000000' : INSUFFICIENT_BALANCE,
            resultMessage: enough ? 'Success' : 'Unsufficient wallet balance',
            idempotencyKey: key,
            executedAt: enough ? new Date() : null,
          });
        })());
      return { ...transactionOf(row), BankAccountId: row.bankAccountId! } satisfies MangoPayOut;
    },
    getPayout: async (id) => {
      const row = await txRow(id, 'PAYOUT');
      return { ...transactionOf(row), BankAccountId: row.bankAccountId! };
    },
    countries: async () => {
      const names = new Intl.DisplayNames(['en'], { type: 'region' });
      return TWIN_COUNTRIES.map((code): MangoCountry => ({
        CountryCode: code,
        CountryName: names.of(code) ?? code,
        Authorization: { BlockUserCreation: false, BlockBankAccountCreation: false, BlockPayout: false },
      }));
    },
  };
}

/**
 * The payer's choice on the twin's card page: a PayIn still CREATED succeeds (the wallet is
 * credited the amount less the fees, as MangoPay credits it) or fails. A PayIn already decided
 * stays as it is. Returns the PayIn as it stands.
 */
export async function completeTwinPayIn(db: Database, payInId: string, outcome: 'paid' | 'failed'): Promise<MangoTransaction> {
  const [row] = await db.select().from(mangopayTwinTransactions).where(eq(mangopayTwinTransactions.id, payInId)).for('update');
  if (!row || row.type !== 'PAYIN') notFound('PayIn', payInId);
  if (row.status !== 'CREATED') return transactionOf(row);
  const paid = outcome === 'paid';
  if (paid)
    await db
      .update(mangopayTwinWallets)
      .set({ balance: sql`${mangopayTwinWallets.balance} + ${row.amount - row.fees}` })
      .where(eq(mangopayTwinWallets.id, row.creditedWalletId!));
  const [done] = await db
    .update(mangopayTwinTransactions)
    .set({
      status: paid ? 'SUCCEEDED' : 'FAILED',
      resultCode: paid ? '000000' : '101001',
      resultMessage: paid ? 'Success' : 'The user has cancelled the payment',
      executedAt: paid ? new Date() : null,
    })
    .where(eq(mangopayTwinTransactions.id, payInId))
    .returning();
  return transactionOf(done!);
}
