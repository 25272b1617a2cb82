import { type Database, siteSettings, withdrawals } from '@cf/db';
import { ForbiddenError, ValidationError } from '@cf/domain';
import { InsufficientFundsError } from '@cf/domain/ledger';
import type { WalletWithdrawInput } from '@cf/domain/schemas/wallet-withdraw';
import { quoteWithdrawal } from '@cf/domain/wallet';
import { and, desc, eq } from 'drizzle-orm';
import type { DepsOf } from '../../deps';
import { encryptSecret } from '../../lib/crypto';
import { recordActivity } from '../activity/index';
import { balanceOf, post } from '../ledger/index';
import { noticeWithdrawalRequested } from '../payment-notices/index';
import { publicRevenue } from '../settings/index';
import { activeCurrency, formatterFor } from './currency';
import { walletMaxima } from './withdraw-limits';

export type WithdrawDeps = DepsOf<'db' | 'config' | 'mailer' | 'realtime'>;
type WithdrawalRow = typeof withdrawals.$inferSelect;

const withdrawalAnswer = (w: WithdrawalRow) => ({
  id: w.id,
  status: w.status,
  amount: w.amount,
  fee: w.fee,
  total: w.amount + w.fee,
  currencyCode: w.currency,
  accountType: w.accountType,
  bankName: w.bankName,
  accountNumberLast4: w.accountNumberLast4,
  reference: w.reference,
  rejectReason: w.rejectReason,
  decidedAt: w.decidedAt,
  createdAt: w.createdAt,
});

/**
 * A withdrawal request (spec §3 Withdraw), in the caller's transaction: the rules, then one hold
 * transfer moves the amount and the flat fee from the wallet to the user's pending-withdrawals
 * account, where it stays until staff pay it out (the fee then goes to the platform). The ledger
 * refuses a wallet going below zero, so of concurrent requests only those the balance covers pass.
 */
export async function requestWithdrawal(deps: WithdrawDeps, user: { id: string }, input: WalletWithdrawInput, lang = 'en') {
  const { db } = deps;
  const [site] = await db.select({ on: siteSettings.walletModule }).from(siteSettings).limit(1);
  if (!site?.on) throw new ForbiddenError('wallet.errors.walletOff');
  const currency = await activeCurrency(db, input.currencyCode ?? input.currencyId);
  const [maxima, revenue] = await Promise.all([walletMaxima(db), publicRevenue(db)]);
  const quote = quoteWithdrawal(
    input.amount,
    currency,
    { flatFee: revenue.withdrawalFlatFee, maxMajor: maxima.withdrawalMaxMajor },
    formatterFor(currency, lang),
  );
  if (!quote.ok) throw new ValidationError(quote.errors);
  // A first answer without a write; the ledger's CHECK is what holds under concurrency.
  const wallet = { kind: 'investor_wallet' as const, currency: currency.code, userId: user.id };
  if ((await balanceOf(db, wallet)) < quote.total) throw new InsufficientFundsError();
  const [row] = await db
    .insert(withdrawals)
    .values({
      userId: user.id,
      currency: currency.code,
      amount: quote.amount,
      fee: quote.fee,
      accountType: input.accountType,
      bankName: input.bankName,
      accountNumberSealed: encryptSecret(input.accountNumber, deps.config.encryptionKey),
      accountNumberLast4: input.accountNumber.slice(-4),
      routingNumber: input.routingNumber,
    })
    .returning();
  const transfer = await post(db, {
    idempotencyKey: `withdrawal:${row!.id}:hold`,
    kind: 'withdrawal_hold',
    actorId: user.id,
    memo: `Withdrawal to ${input.bankName} ••${row!.accountNumberLast4}`,
    entries: [
      { account: wallet, amount: -quote.total },
      { account: { kind: 'pending_withdrawals', currency: currency.code, userId: user.id }, amount: quote.total },
    ],
  });
  const activity = { amountMinor: quote.amount, currency: currency.code };
  await recordActivity(db, { userId: user.id, type: 'wallet', messageKey: 'identity.activity.withdrawalRequested', params: activity });
  const [held] = await db.update(withdrawals).set({ holdTransferId: transfer.id }).where(eq(withdrawals.id, row!.id)).returning();
  await noticeWithdrawalRequested(deps, db, row!.id);
  return withdrawalAnswer(held!);
}

/** The caller's withdrawals in one currency, newest first (the pending ones are what the wallet holds). */
export async function withdrawalsOf(db: Database, userId: string, currencyRef: string | number | undefined, limit = 10) {
  const currency = await activeCurrency(db, currencyRef);
  const rows = await db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.currency, currency.code)))
    .orderBy(desc(withdrawals.createdAt))
    .limit(limit);
  return rows.map(withdrawalAnswer);
}
