import { achTransfers, type Database, webhookEvents } from '@cf/db';
import { eq } from 'drizzle-orm';
import { fulfil } from '../checkout/index';
import { lockSession } from '../payments/index';
import { type ReturnDeps, reversePayment } from './returns';
import { lockTransfer, meaningOf, nextStatus } from './transfers';

/** One bank event about one of our transfers, from Plaid's event sync or the twin's page. */
export type TransferEvent = {
  /** Unique per event (`plaid:<event_id>`, `twin:<transfer>:<event>`): a second delivery changes nothing. */
  eventId: string;
  type: string;
  transferId: string;
  /** The bank's reason for a failure or a return (an ACH return code). */
  failureReason: string | null;
};

export type Applied = 'applied' | 'duplicate' | 'unknown';

/**
 * Applies one event, in the caller's transaction, exactly once and in any order: the transfer is
 * locked, the event id recorded (provider 'ach'; a redelivery finds it), and the status moves only
 * forward. A settlement fulfils the payment session (`fulfil`: once, whoever comes first), a
 * failure before it fails the session (the held shares are released), and a return after it
 * reverses the payment. An event about a transfer we do not know is left unrecorded ('unknown'),
 * so the caller may look for it again.
 */
export async function applyTransferEvent(tx: Database, deps: ReturnDeps, event: TransferEvent): Promise<Applied> {
  const transfer = await lockTransfer(tx, event.transferId);
  if (!transfer) return 'unknown';
  const [fresh] = await tx
    .insert(webhookEvents)
    .values({ provider: 'ach', eventId: event.eventId, type: event.type })
    .onConflictDoNothing()
    .returning({ eventId: webhookEvents.eventId });
  if (!fresh) return 'duplicate';
  if (event.type.startsWith('refund.') && (event.type.endsWith('failed') || event.type.endsWith('returned')))
    // The investor's refund did not reach their bank: staff must pay it another way.
    deps.log.error({ transferId: transfer.id, event: event.type }, 'ach refund failed');
  const next = nextStatus(transfer.status, event.type);
  if (!next) return 'applied';
  const now = new Date();
  const meaning = meaningOf(next);
  await tx
    .update(achTransfers)
    .set({
      status: next,
      updatedAt: now,
      ...(event.failureReason && (meaning === 'failed' || meaning === 'returned') ? { failureReason: event.failureReason } : {}),
      ...(meaning === 'paid' && !transfer.settledAt ? { settledAt: now } : {}),
      ...(meaning === 'returned' ? { returnedAt: now } : {}),
    })
    .where(eq(achTransfers.id, transfer.id));
  if (!meaning) return 'applied';
  const session = await lockSession(tx, transfer.sessionId);
  if (meaning === 'paid') await fulfil(tx, session, 'paid', deps);
  else if (meaning === 'failed' || session.status === 'open') await fulfil(tx, session, 'failed', deps);
  else if (session.status === 'paid')
    await reversePayment(tx, deps, session, { ...transfer, status: next, failureReason: event.failureReason ?? transfer.failureReason });
  return 'applied';
}
