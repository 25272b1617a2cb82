import { type Database, disputes } from '@cf/db';
import { eq, sql } from 'drizzle-orm';
import { post } from '../ledger/index';
import type { Notices } from '../payment-notices/index';
import { type DisputeRow, disputeKeys, reversalEntries } from './accounts';
import type { DisputeMessage } from './notices';
import { tellDispute } from './notices';
import { campaignOf } from './read';
import { recoverFromPayable } from './receivable';

/** Staff who recorded an outcome by hand, and why. */
export type DecidedBy = { staffId: string; note?: string | null | undefined };

const ownerPath = (campaignId: number) => `/campaign-dashboard/${campaignId}/payout`;

/**
 * Won: the provider gave the money back. One transfer (dispute_resolution) undoes the opening one
 * (accounts.ts' reversalEntries): the owner owes nothing more, the platform takes back what it
 * paid in, and money that came out of escrow goes to the payer's wallet.
 */
async function won(tx: Database, notices: Notices, row: DisputeRow, by: DecidedBy | null): Promise<DisputeRow> {
  const entries = await reversalEntries(tx, row);
  const transfer =
    entries.length === 0
      ? null
      : await post(tx, {
          idempotencyKey: disputeKeys.won(row.id),
          kind: 'dispute_resolution',
          actorId: by?.staffId ?? null,
          campaignId: row.campaignId,
          memo: `Dispute ${row.providerRef} won: the provider returned the money`,
          entries,
        });
  const [after] = await tx
    .update(disputes)
    .set({
      status: 'won',
      owed: 0,
      closedAt: new Date(),
      note: by?.note ?? row.note,
      decidedBy: by?.staffId ?? row.decidedBy,
      ...(transfer ? { transferIds: sql`array_append(${disputes.transferIds}, ${transfer.id}::bigint)` } : {}),
    })
    .where(eq(disputes.id, row.id))
    .returning();
  const money = { amount: row.amount, currency: row.currency };
  const campaign = await campaignOf(tx, row.campaignId);
  const messages: DisputeMessage[] = [];
  if (row.source === 'escrow' || row.source === 'wallet')
    messages.push({ userId: row.payerId, kind: 'walletCredited', money, path: `/settings/wallet?currency=${row.currency}` });
  if (row.source === 'receivable' && campaign.ownerId)
    messages.push({
      userId: campaign.ownerId,
      kind: 'ownerCleared',
      money,
      params: { campaign: campaign.title },
      path: ownerPath(row.campaignId!),
    });
  await tellDispute(notices, tx, messages);
  return after!;
}

/**
 * Lost: the money stays taken. What the owner owes is recovered at once from what the platform
 * owes them; the rest stays owed (payouts frozen) until recovered later or written off by staff.
 */
async function lost(tx: Database, notices: Notices, row: DisputeRow, by: DecidedBy | null): Promise<DisputeRow> {
  const [closed] = await tx
    .update(disputes)
    .set({ status: 'lost', closedAt: new Date(), note: by?.note ?? row.note, decidedBy: by?.staffId ?? row.decidedBy })
    .where(eq(disputes.id, row.id))
    .returning();
  const { recovered, row: after } = await recoverFromPayable(tx, notices, closed!, { actorId: by?.staffId ?? null });
  const campaign = await campaignOf(tx, row.campaignId);
  if (row.source === 'receivable' && campaign.ownerId)
    await tellDispute(notices, tx, [
      {
        userId: campaign.ownerId,
        kind: 'ownerLost',
        money: { amount: row.amount, currency: row.currency },
        amounts: { recovered, owed: after.owed },
        params: { campaign: campaign.title },
        path: ownerPath(row.campaignId!),
      },
    ]);
  return after;
}

/**
 * Settles a dispute the provider (or staff, by hand) decided, once: the row is locked, and only an
 * open dispute moves; a repeated or late outcome changes nothing. Unknown disputes change nothing
 * either: a caller whose closing event may come first opens the dispute from that event's data
 * before closing it (see webhooks/stripe.ts).
 */
export async function settleOutcome(
  tx: Database,
  notices: Notices,
  row: DisputeRow | undefined,
  outcome: 'won' | 'lost',
  by: DecidedBy | null = null,
): Promise<{ changed: boolean; row: DisputeRow | undefined }> {
  if (!row || row.status !== 'open') return { changed: false, row };
  return { changed: true, row: outcome === 'won' ? await won(tx, notices, row, by) : await lost(tx, notices, row, by) };
}
