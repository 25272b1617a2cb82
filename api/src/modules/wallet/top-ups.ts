import { type Database, walletTopUps } from '@cf/db';
import { ForbiddenError, NotFoundError, ValidationError } from '@cf/domain';
import type { AddWalletTopUpInput } from '@cf/domain/schemas/wallet';
import { quoteTopUp, WALLET_STATUS } from '@cf/domain/wallet';
import { eq } from 'drizzle-orm';
import { recordActivity } from '../activity/index';
import { post } from '../ledger/index';
import type { PaymentRoutes } from '../payment-gateways/index';
import { markSession, openSession, recordDebitSession, type PaymentSession } from '../payments/index';
import { randomUUID } from 'node:crypto';
import { walletModuleOn } from './module-setting';
import { publicRevenue } from '../settings/index';
import { noticeTopUp, type Notices } from '../payment-notices/index';
import { activeCurrency, formatterFor } from './currency';
import { walletMaxima } from './withdraw-limits';

export type TopUpDeps = {
  db: Database;
  config: { publicUrl: string };
  payments: PaymentRoutes;
  notices: Notices;
  /** The provider key of this call's tries (providerKeyOf), when the client sent an Idempotency-Key. */
  attemptKey?: string | undefined;
};

/**
 * Starts a top-up (the spec's preapproval): the fee is added on top of the amount, a hosted
 * checkout is opened for the total, and the wallet is credited only when the payment succeeds.
 */
export async function startTopUp(deps: TopUpDeps, user: { id: string; email: string }, input: AddWalletTopUpInput, lang = 'en') {
  const { db } = deps;
  if (!(await walletModuleOn(db))) throw new ForbiddenError('wallet.errors.walletOff');
  const currency = await activeCurrency(db, input.currencyCode ?? input.currencyId);
  const maxMajor = (await walletMaxima(db)).topUpMaxMajor;
  const quote = quoteTopUp(input.amount, currency, await publicRevenue(db), formatterFor(currency, lang), maxMajor);
  if (!quote.ok) throw new ValidationError(quote.errors);
  // The console's gateway settings decide: a route that is off (or has no keys, or not this currency) is a 400 on paymentType.
  if (input.paymentType === 'ach') await deps.payments.assertRouteOn(db, 'ach', currency.code);
  const adapter = input.paymentType === 'ach' ? null : await deps.payments.startCheckout(db, input.paymentType, currency.code);
  const [topUp] = await db
    .insert(walletTopUps)
    .values({ userId: user.id, currency: currency.code, amount: quote.amount, fee: quote.fee, provider: input.paymentType })
    .returning();
  // The log has no wallet type: a top-up is money for investing.
  const activity = { amountMinor: quote.amount, currency: currency.code };
  await recordActivity(db, { userId: user.id, type: 'wallet', messageKey: 'identity.activity.topUpRequested', params: activity });
  const receiptUrl = `${deps.config.publicUrl}/topup-receipt/${topUp!.id}`;
  if (!adapter) return debitTopUp(deps, user, topUp!, quote.total, receiptUrl, input.achAccountId);
  const session = await openSession(db, adapter, {
    userId: user.id,
    userEmail: user.email,
    purpose: 'wallet_topup',
    subjectId: topUp!.id,
    amount: quote.total,
    currency: currency.code,
    description: 'Wallet top-up',
    successUrl: receiptUrl,
    cancelUrl: `${deps.config.publicUrl}/topup-fail?topUp=${topUp!.id}`,
  });
  return {
    id: topUp!.id,
    sessionId: session.id,
    status: topUp!.status,
    checkoutUrl: session.checkoutUrl,
    amount: quote.amount,
    fee: quote.fee,
    total: quote.total,
    currencyCode: currency.code,
  };
}

/**
 * A top-up paid by ACH (the spec's wallet-process-payment): the linked bank account is debited for
 * the total; the wallet is credited when the bank transfer settles (the provider's webhook), or at
 * once should the route say so.
 */
async function debitTopUp(
  deps: TopUpDeps,
  user: { id: string },
  topUp: typeof walletTopUps.$inferSelect,
  total: number,
  receiptUrl: string,
  achAccountId: string | undefined,
) {
  const { db } = deps;
  const sessionId = randomUUID();
  const result = await deps.payments.debit(db, 'ach', {
    sessionId,
    purpose: 'wallet_topup',
    subjectId: topUp.id,
    userId: user.id,
    amount: total,
    currency: topUp.currency,
    description: 'Wallet top-up',
    achAccountId,
    // A retry of a try that rolled back asks the bank again under the same key: one debit.
    idempotencyKey: `debit:${deps.attemptKey ?? sessionId}`,
  });
  const session = await recordDebitSession(db, {
    id: sessionId,
    userId: user.id,
    provider: 'ach',
    purpose: 'wallet_topup',
    subjectId: topUp.id,
    amount: total,
    currency: topUp.currency,
    providerRef: result.providerRef,
    receiptUrl,
    twin: result.twin,
  });
  if (result.outcome !== 'pending') {
    await markSession(db, session.id, result.outcome);
    await fulfilTopUp(db, session, result.outcome === 'paid', deps.notices);
  }
  return {
    id: topUp.id,
    sessionId,
    status: topUp.status,
    checkoutUrl: receiptUrl,
    amount: topUp.amount,
    fee: topUp.fee,
    total,
    currencyCode: topUp.currency,
  };
}

/**
 * The fulfilment of a top-up's payment, in the transaction that holds its session's lock: paid
 * credits the wallet with the amount and the platform with the fee, from the provider's side;
 * failed only records it. Runs once per session (the caller checks the session was open).
 */
export async function fulfilTopUp(tx: Database, session: PaymentSession, paid: boolean, notices: Notices): Promise<void> {
  const [topUp] = await tx.select().from(walletTopUps).where(eq(walletTopUps.id, session.subjectId)).for('update');
  if (!topUp || topUp.status === WALLET_STATUS.success || topUp.status === WALLET_STATUS.failed) return;
  if (session.amount !== topUp.amount + topUp.fee || session.currency !== topUp.currency)
    throw new Error(`session ${session.id} does not pay top-up ${topUp.id}`);
  if (!paid) {
    await tx.update(walletTopUps).set({ status: WALLET_STATUS.failed, completedAt: new Date() }).where(eq(walletTopUps.id, topUp.id));
    await noticeTopUp(notices, tx, topUp.id, false);
    return;
  }
  const transfer = await post(tx, {
    idempotencyKey: `topup:${topUp.id}`,
    kind: 'wallet_topup',
    actorId: topUp.userId,
    memo: `Wallet top-up via ${session.provider}`,
    entries: [
      { account: { kind: 'gateway_clearing', currency: topUp.currency, provider: session.provider }, amount: -(topUp.amount + topUp.fee) },
      { account: { kind: 'investor_wallet', currency: topUp.currency, userId: topUp.userId }, amount: topUp.amount },
      ...(topUp.fee > 0 ? [{ account: { kind: 'platform_fees' as const, currency: topUp.currency }, amount: topUp.fee }] : []),
    ],
  });
  await tx
    .update(walletTopUps)
    .set({ status: WALLET_STATUS.success, transferId: transfer.id, completedAt: new Date() })
    .where(eq(walletTopUps.id, topUp.id));
  await noticeTopUp(notices, tx, topUp.id, true);
}

/** One top-up (the spec's wallet-preapproval by id), for the user who made it. */
export async function topUpFor(db: Database, userId: string, id: string) {
  const [row] = await db.select().from(walletTopUps).where(eq(walletTopUps.id, id));
  if (!row || row.userId !== userId) throw new NotFoundError();
  return {
    id: row.id,
    status: row.status,
    amount: row.amount,
    fee: row.fee,
    total: row.amount + row.fee,
    currencyCode: row.currency,
    createdAt: row.createdAt,
    completedAt: row.completedAt,
  };
}
