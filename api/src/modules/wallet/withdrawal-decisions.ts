import { type Database, withdrawals } from '@cf/db';
import { ConflictError, NotFoundError } from '@cf/domain';
import { WALLET_STATUS } from '@cf/domain/wallet';
import { eq } from 'drizzle-orm';
import { type AccountRef, post } from '../ledger/index';
import { type PayoutNotices, tellAll } from '../payouts/index';

type WithdrawalRow = typeof withdrawals.$inferSelect;
export type WithdrawalDecider = { id: string; audit: (tx: Database, before: WithdrawalRow, after: WithdrawalRow) => Promise<void> };

/** The withdrawal, locked; only one still waiting (pending or in process) may be decided. */
async function waiting(tx: Database, id: string): Promise<WithdrawalRow> {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
  if (!row) throw new NotFoundError();
  if (row.status !== WALLET_STATUS.pending && row.status !== WALLET_STATUS.inProcess)
    throw new ConflictError('payouts.errors.withdrawalDecided');
  return row;
}

const held = (w: WithdrawalRow): AccountRef => ({ kind: 'pending_withdrawals', currency: w.currency, userId: w.userId });

/**
 * Staff paid the withdrawal by bank transfer (spec §3 wallet status 2 success): one transfer, key
 * withdrawal:{id}:paid, takes the held amount and fee out of pending_withdrawals; the amount leaves
 * through the offline clearing account and the fee becomes platform income. Audited; the user told.
 */
export async function payWithdrawal(deps: PayoutNotices & { db: Database }, decider: WithdrawalDecider, id: string, reference: string) {
  return deps.db.transaction(async (tx) => {
    const before = await waiting(tx, id);
    const transfer = await post(tx, {
      idempotencyKey: `withdrawal:${id}:paid`,
      kind: 'withdrawal_paid',
      actorId: decider.id,
      memo: `Withdrawal paid to ${before.bankName} ••${before.accountNumberLast4}, reference ${reference}`,
      entries: [
        { account: held(before), amount: -(before.amount + before.fee) },
        { account: { kind: 'gateway_clearing', currency: before.currency, provider: 'offline' }, amount: before.amount },
        ...(before.fee > 0 ? [{ account: { kind: 'platform_fees' as const, currency: before.currency }, amount: before.fee }] : []),
      ],
    });
    const [after] = await tx
      .update(withdrawals)
      .set({ status: WALLET_STATUS.success, reference, settleTransferId: transfer.id, decidedBy: decider.id, decidedAt: new Date() })
      .where(eq(withdrawals.id, id))
      .returning();
    await tellAll(deps, tx, [
      {
        userId: before.userId,
        kind: 'withdrawalPaid',
        money: before,
        params: { last4: before.accountNumberLast4, reference },
        path: '/settings/wallet',
      },
    ]);
    await decider.audit(tx, before, after!);
    return after!;
  });
}

/**
 * Staff reject the withdrawal (status 3 failed): the held amount and fee go back to the wallet in
 * one transfer, key withdrawal:{id}:release. Audited; the user is told the reason.
 */
export async function rejectWithdrawal(deps: PayoutNotices & { db: Database }, decider: WithdrawalDecider, id: string, reason: string) {
  return deps.db.transaction(async (tx) => {
    const before = await waiting(tx, id);
    const total = before.amount + before.fee;
    const transfer = await post(tx, {
      idempotencyKey: `withdrawal:${id}:release`,
      kind: 'withdrawal_release',
      actorId: decider.id,
      memo: `Withdrawal rejected: ${reason}`,
      entries: [
        { account: held(before), amount: -total },
        { account: { kind: 'investor_wallet', currency: before.currency, userId: before.userId }, amount: total },
      ],
    });
    const [after] = await tx
      .update(withdrawals)
      .set({
        status: WALLET_STATUS.failed,
        rejectReason: reason,
        settleTransferId: transfer.id,
        decidedBy: decider.id,
        decidedAt: new Date(),
      })
      .where(eq(withdrawals.id, id))
      .returning();
    await tellAll(deps, tx, [
      { userId: before.userId, kind: 'withdrawalRejected', money: before, params: { reason }, path: '/settings/wallet' },
    ]);
    await decider.audit(tx, before, after!);
    return after!;
  });
}
