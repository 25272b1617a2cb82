import { achBankAccounts, achEventCursors, type Database } from '@cf/db';
import { ValidationError } from '@cf/domain';
import type { IncomingHttpHeaders } from 'node:http';
import type { TransferEvent as PlaidTransferEvent } from 'plaid';
import { and, eq } from 'drizzle-orm';
import { plaidCall, plaidClient } from '../../providers/payments/plaid';
import type { ProviderKeys } from '../../providers/payments/types';
import { type WebhookDeps, WebhookNotConfiguredError } from '../webhooks/stripe';
import { applyTransferEvent } from './events';
import { verifyPlaidWebhook } from './verify';

type Ack = { received: true; duplicate: boolean };

/** Events that move money: one about a transfer we cannot see yet is waited for, not skipped. */
const MOVING = new Set(['posted', 'settled', 'funds_available', 'failed', 'cancelled', 'returned']);
/** How long an unknown transfer may be one of ours still being committed (the debit's transaction). */
const UNKNOWN_GRACE_MS = 10 * 60 * 1000;
const SYNC_PAGE = 100;

/** The sync cursor of this Plaid client, locked until the transaction ends: concurrent webhooks take turns. */
async function lockCursor(tx: Database, name: string): Promise<number> {
  const [row] = await tx
    .insert(achEventCursors)
    .values({ name })
    .onConflictDoUpdate({ target: achEventCursors.name, set: { name } })
    .returning({ afterId: achEventCursors.afterId });
  return row!.afterId;
}

const reasonOf = (e: PlaidTransferEvent) => e.failure_reason?.ach_return_code ?? e.failure_reason?.failure_code ?? null;

/**
 * TRANSFER_EVENTS_UPDATE says only "there is news": the news is read from Plaid with
 * /transfer/event/sync from the cursor stored last time, under that cursor's lock, and each event
 * is applied in its own savepoint. An event about a transfer not found (one of ours still being
 * committed) stops the batch before it; a failing event stops it too, after the ones before it are
 * kept, and its error is raised once they are committed, so the next webhook starts from it.
 */
async function syncTransferEvents(deps: WebhookDeps, keys: ProviderKeys): Promise<Ack> {
  let failure: unknown = null;
  const applied = await deps.db.transaction(async (tx) => {
    const name = `plaid:${keys.clientId}`;
    let after = await lockCursor(tx, name);
    let count = 0;
    let stop = false;
    while (!stop) {
      const page = await plaidCall(() => plaidClient(keys).transferEventSync({ after_id: after, count: SYNC_PAGE }));
      for (const e of page.transfer_events) {
        const event = { eventId: `plaid:${e.event_id}`, type: e.event_type, transferId: e.transfer_id, failureReason: reasonOf(e) };
        try {
          const outcome = await tx.transaction((savepoint) => applyTransferEvent(savepoint, deps, event));
          const waitFor = outcome === 'unknown' && MOVING.has(e.event_type) && Date.now() - Date.parse(e.timestamp) < UNKNOWN_GRACE_MS;
          if (waitFor) deps.log.warn({ eventId: e.event_id, transferId: e.transfer_id }, 'ach event for an unknown transfer: waiting');
          if (waitFor) stop = true;
          else if (outcome === 'applied') count++;
        } catch (err) {
          failure = err;
          stop = true;
        }
        if (stop) break;
        after = e.event_id;
      }
      if (!page.has_more || page.transfer_events.length === 0) stop = true;
    }
    await tx.update(achEventCursors).set({ afterId: after, updatedAt: new Date() }).where(eq(achEventCursors.name, name));
    return count;
  });
  if (failure) throw failure;
  return { received: true, duplicate: applied === 0 };
}

/** The user took their consent back at the bank or at Plaid: the Item's accounts can no longer be debited. */
async function revokeItem(db: Database, itemId: unknown): Promise<void> {
  if (typeof itemId !== 'string') return;
  await db
    .update(achBankAccounts)
    .set({ status: 'disconnected', disconnectedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(achBankAccounts.itemId, itemId), eq(achBankAccounts.status, 'active')));
}

/**
 * POST /webhooks/plaid. The Plaid-Verification JWT is checked on the raw body before anything else
 * (see verify.ts); a bad one is a 400 and nothing is written. Transfer news is synced and applied
 * (once per event id, in any order); an Item whose consent was revoked is disconnected; the rest is
 * acknowledged. Without Plaid keys (off, or the sandbox twin) there is nothing to verify with.
 */
export async function receivePlaidEvent(deps: WebhookDeps, raw: Buffer, headers: IncomingHttpHeaders): Promise<Ack> {
  const mode = await deps.payments.modeOf(deps.db, 'ach');
  if (mode.kind !== 'live') throw new WebhookNotConfiguredError();
  await verifyPlaidWebhook(mode.keys, raw, headers['plaid-verification']);
  let body: { webhook_type?: unknown; webhook_code?: unknown; item_id?: unknown };
  try {
    body = JSON.parse(raw.toString('utf8')) as typeof body;
  } catch {
    throw new ValidationError([{ field: 'body', message: 'validation.invalidFormat' }]);
  }
  if (body.webhook_type === 'TRANSFER' && body.webhook_code === 'TRANSFER_EVENTS_UPDATE') return syncTransferEvents(deps, mode.keys);
  if (body.webhook_type === 'ITEM' && (body.webhook_code === 'USER_PERMISSION_REVOKED' || body.webhook_code === 'USER_ACCOUNT_REVOKED'))
    await revokeItem(deps.db, body.item_id);
  return { received: true, duplicate: false };
}
