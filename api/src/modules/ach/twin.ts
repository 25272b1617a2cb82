import { achTransfers, type Database } from '@cf/db';
import { NotFoundError } from '@cf/domain';
import type { AchTransfer, TwinTransferEvent } from '@cf/domain/schemas/ach';
import { and, eq } from 'drizzle-orm';
import { assertRouteOn } from '../payment-gateways/index';
import { applyTransferEvent } from './events';
import type { ReturnDeps } from './returns';
import { transferFor } from './transfers';

/** The ACH return codes the twin's bank gives: R01 insufficient funds (a return), R02 account closed (a failure). */
const TWIN_REASONS: Partial<Record<TwinTransferEvent, string>> = { failed: 'R02', returned: 'R01' };

/**
 * The sandbox twin's bank answering one of its transfers (its page's Settle, Fail and Return
 * buttons): the same applyTransferEvent as Plaid's webhook, with an event id per transfer and
 * answer, so a second click changes nothing. Only the payer, only a twin transfer, only while the
 * route is on.
 */
export async function answerTwinTransfer(
  deps: ReturnDeps & { db: Database },
  userId: string,
  sessionId: string,
  event: TwinTransferEvent,
): Promise<AchTransfer> {
  await deps.db.transaction(async (tx) => {
    const [transfer] = await tx
      .select({ id: achTransfers.id })
      .from(achTransfers)
      .where(and(eq(achTransfers.sessionId, sessionId), eq(achTransfers.userId, userId), eq(achTransfers.twin, true)));
    if (!transfer) throw new NotFoundError();
    await assertRouteOn(tx, 'ach');
    await applyTransferEvent(tx, deps, {
      eventId: `twin:${transfer.id}:${event}`,
      type: event,
      transferId: transfer.id,
      failureReason: TWIN_REASONS[event] ?? null,
    });
  });
  return transferFor(deps.db, userId, { sessionId });
}
