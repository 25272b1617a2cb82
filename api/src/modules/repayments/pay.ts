import { type Database, repayments } from '@cf/db';
import { ConflictError, ForbiddenError } from '@cf/domain';
import { InsufficientFundsError } from '@cf/domain/ledger';
import { isPayable } from '@cf/domain/repayments';
import { eq } from 'drizzle-orm';
import type { Notices } from '../payment-notices/index';
import type { PaymentRoutes } from '../payment-gateways/index';
import { type Caller, managerRole, repaymentCampaign, type RepaymentCampaign } from './campaign';
import { creditRepayment, type FundingSource, lockRepayment, type RepaymentRow } from './credit';
import { receiptPath, tellRepayment } from './notices';

export type PayDeps = { db: Database; payments: PaymentRoutes } & Exclude<Notices, null>;

/** The repayment locked, its campaign, and the caller checked to be its owner (staff do not pay for owners). */
export async function ownersRepayment(
  tx: Database,
  caller: Caller,
  id: string,
): Promise<{ row: RepaymentRow; campaign: RepaymentCampaign }> {
  const row = await lockRepayment(tx, id);
  const campaign = await repaymentCampaign(tx, row.campaignId);
  if ((await managerRole(tx, campaign, caller)) !== 'owner') throw new ForbiddenError('repayments.errors.ownerOnly');
  return { row, campaign };
}

/** A debit that failed (the wallet did not cover it, a card payment failed): the owner is told ("Re-payment process failed", the failed receipt). */
export async function markFailed(tx: Database, row: RepaymentRow, reason: string, paymentType: string, notices: Notices) {
  await tx
    .update(repayments)
    .set({ status: 'failed', failedAt: new Date(), failureReason: reason, paymentType })
    .where(eq(repayments.id, row.id));
  const campaign = await repaymentCampaign(tx, row.campaignId);
  await tellRepayment(notices, tx, [
    {
      userId: campaign.ownerId,
      kind: 'repaymentFailed',
      amount: row.amount,
      currency: campaign.currency,
      params: { campaign: campaign.name },
      path: receiptPath(row.id),
    },
  ]);
}

/**
 * Pays a repayment from a source in one transaction, under the repayment's lock (the owner's
 * wallet, or the sandbox bank route of an automatic debit). Paying one already paid changes
 * nothing (a retried click). A source short of money rolls back to a savepoint, and the repayment
 * is marked failed in the same transaction, still under its lock: two runs cannot both try it.
 */
export async function payFrom(
  deps: { db: Database } & Exclude<Notices, null>,
  /** The locked repayment and its campaign; null when it is no longer this payer's to pay (a job's re-check). */
  load: (tx: Database) => Promise<{ row: RepaymentRow; campaign: RepaymentCampaign } | null>,
  source: FundingSource,
  how: { paymentType: string; actorId: string | null },
): Promise<'paid' | 'already' | 'failed' | 'skipped'> {
  return deps.db.transaction(async (tx) => {
    const loaded = await load(tx);
    if (!loaded) return 'skipped';
    const { row, campaign } = loaded;
    if (row.status === 'paid') return 'already';
    if (!isPayable(row.status, row.paymentType)) throw new ConflictError('repayments.errors.notPayable');
    try {
      await tx.transaction((savepoint) => creditRepayment(savepoint, row, campaign, source, how, deps));
      return 'paid';
    } catch (err) {
      if (!(err instanceof InsufficientFundsError)) throw err;
      await markFailed(tx, row, 'insufficient_funds', how.paymentType, deps);
      return 'failed';
    }
  });
}

/** PATCH process-repayment, paymentType wallet: the owner pays from their own wallet. */
export async function payFromWallet(deps: PayDeps, caller: Caller, id: string): Promise<void> {
  await deps.payments.assertRouteOn(deps.db, 'wallet');
  const outcome = await payFrom(
    deps,
    (tx) => ownersRepayment(tx, caller, id),
    { wallet: caller.id },
    { paymentType: 'wallet', actorId: caller.id },
  );
  if (outcome === 'failed') throw new ConflictError('repayments.errors.insufficientFunds');
}

/**
 * PATCH process-repayment, paymentType offline: the owner says the money was sent by bank
 * transfer; it waits (processing) for staff to confirm it arrived (approve) or not (decline).
 */
export async function payOffline(deps: PayDeps, caller: Caller, id: string): Promise<void> {
  await deps.payments.assertRouteOn(deps.db, 'offline');
  await deps.db.transaction(async (tx) => {
    const { row, campaign } = await ownersRepayment(tx, caller, id);
    if (row.status === 'paid') return;
    if (!isPayable(row.status, row.paymentType)) throw new ConflictError('repayments.errors.notPayable');
    await tx
      .update(repayments)
      .set({ status: 'processing', paymentType: 'offline', sessionId: null, failureReason: null })
      .where(eq(repayments.id, row.id));
    await tellRepayment(deps, tx, [
      {
        userId: campaign.ownerId,
        kind: 'repaymentOfflinePending',
        amount: row.amount,
        currency: campaign.currency,
        params: { campaign: campaign.name },
        path: receiptPath(row.id),
      },
    ]);
  });
}
