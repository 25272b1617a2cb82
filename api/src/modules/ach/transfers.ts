import { achBankAccounts, achTransfers, type Database, paymentSessions } from '@cf/db';
import { NotFoundError } from '@cf/domain';
import { ACH_TRANSFER_STATUSES, type AchTransfer, type AchTransferStatus } from '@cf/domain/schemas/ach';
import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';

export type TransferRow = typeof achTransfers.$inferSelect;

/** The twin's own ids, derived from the caller's key: a retried call names the same transfer or refund. */
export const twinId = (prefix: string, key: string) => `twin-${prefix}-${createHash('sha256').update(key).digest('hex').slice(0, 24)}`;

/** How far a transfer got on its way in; failed, cancelled and returned are final. */
const RANK: Partial<Record<AchTransferStatus, number>> = { pending: 0, posted: 1, settled: 2, funds_available: 3 };
const FINAL: readonly AchTransferStatus[] = ['failed', 'cancelled', 'returned'];

const isStatus = (value: string): value is AchTransferStatus => (ACH_TRANSFER_STATUSES as readonly string[]).includes(value);

/**
 * The status an event moves a transfer to, or null when it changes nothing: events may come late,
 * twice or out of order, and a transfer only moves forward. Failed and cancelled end a transfer
 * before its settlement; a return may come at any point after it was sent. Events that are not a
 * transfer status (sweeps, refunds, guarantees) change nothing here.
 */
export function nextStatus(current: AchTransferStatus, event: string): AchTransferStatus | null {
  if (!isStatus(event) || event === current || FINAL.includes(current)) return null;
  if (event === 'returned') return 'returned';
  if (event === 'failed' || event === 'cancelled') return RANK[current]! < RANK.settled! ? event : null;
  return RANK[event]! > RANK[current]! ? event : null;
}

/** What a status means for the payment: the money arrived, never will, or was taken back by the bank. */
export function meaningOf(status: AchTransferStatus): 'paid' | 'failed' | 'returned' | null {
  if (status === 'settled' || status === 'funds_available') return 'paid';
  if (status === 'failed' || status === 'cancelled') return 'failed';
  return status === 'returned' ? 'returned' : null;
}

export async function lockTransfer(tx: Database, id: string): Promise<TransferRow | undefined> {
  const [row] = await tx.select().from(achTransfers).where(eq(achTransfers.id, id)).for('update');
  return row;
}

const receiptPath = (purpose: TransferRow['purpose'], subjectId: string, failed: boolean) => {
  if (purpose === 'wallet_topup') return failed ? `/topup-fail?topUp=${subjectId}` : `/topup-receipt/${subjectId}`;
  if (purpose === 'repayment') return `/campaign-dashboard/receipt/${subjectId}`;
  return failed ? `/receipt-fail?investment=${subjectId}` : `/payment-receipt/${subjectId}`;
};

/**
 * A debit as its payer follows it (the pending page, the twin's buttons), by our session id or by
 * what it pays (an investment or a top-up: the newest); anyone else's is not found.
 */
export async function transferFor(db: Database, userId: string, by: { sessionId: string } | { subjectId: string }): Promise<AchTransfer> {
  const [row] = await db
    .select({ transfer: achTransfers, session: paymentSessions, bankName: achBankAccounts.bankName, mask: achBankAccounts.mask })
    .from(achTransfers)
    .innerJoin(paymentSessions, eq(paymentSessions.id, achTransfers.sessionId))
    .innerJoin(achBankAccounts, eq(achBankAccounts.id, achTransfers.bankAccountId))
    .where(
      and(
        eq(achTransfers.userId, userId),
        'sessionId' in by ? eq(achTransfers.sessionId, by.sessionId) : eq(paymentSessions.subjectId, by.subjectId),
      ),
    )
    .orderBy(desc(achTransfers.createdAt))
    .limit(1);
  if (!row) throw new NotFoundError();
  const { transfer, session } = row;
  return {
    sessionId: session.id,
    transferId: transfer.id,
    purpose: transfer.purpose,
    subjectId: session.subjectId,
    amount: transfer.amount,
    currencyCode: transfer.currency,
    status: transfer.status,
    sessionStatus: session.status,
    twin: transfer.twin,
    account: { bankName: row.bankName, mask: row.mask },
    receiptPath: receiptPath(transfer.purpose, session.subjectId, session.status === 'failed'),
    createdAt: transfer.createdAt,
  };
}
