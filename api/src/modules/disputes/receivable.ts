import { campaigns, type Database, disputes } from '@cf/db';
import { ConflictError } from '@cf/domain';
import { eq, sql } from 'drizzle-orm';
import { balanceOf, post } from '../ledger/index';
import type { Notices } from '../payment-notices/index';
import { accountOfLeg, disputeKeys, type DisputeRow } from './accounts';
import { tellDispute } from './notices';
import { campaignOf } from './read';

const ownerPath = (campaignId: number) => `/campaign-dashboard/${campaignId}/payout`;

/** The dispute's row after a movement: what is owed, and the transfer appended to its trail. */
const after = async (tx: Database, id: string, set: Partial<typeof disputes.$inferInsert>, transferId: number) =>
  (
    await tx
      .update(disputes)
      .set({ ...set, transferIds: sql`array_append(${disputes.transferIds}, ${transferId}::bigint)` })
      .where(eq(disputes.id, id))
      .returning()
  )[0]!;

/**
 * Recovers what the owner owes for a lost dispute from what the platform owes them (their
 * owner_payable balance), as far as it goes: one transfer payable → receivable, keyed by what was
 * recovered before, under the campaign's lock (the one payouts take, so a payout cannot take the
 * same money at the same time). `tell`: the owner is told (a staff action); a closing dispute says
 * it in its own message.
 */
export async function recoverFromPayable(
  tx: Database,
  notices: Notices,
  row: DisputeRow,
  options: { tell?: boolean; actorId?: string | null } = {},
): Promise<{ recovered: number; row: DisputeRow }> {
  if (row.owed <= 0 || row.campaignId === null) return { recovered: 0, row };
  await tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, row.campaignId)).for('update');
  const owners = { currency: row.currency, provider: row.provider, campaignId: row.campaignId, payerId: row.payerId };
  const payable = await balanceOf(tx, { kind: 'owner_payable', currency: row.currency, campaignId: row.campaignId });
  const amount = Math.min(payable, row.owed);
  if (amount <= 0) return { recovered: 0, row };
  const transfer = await post(tx, {
    idempotencyKey: disputeKeys.recovery(row.id, row.recovered),
    kind: 'dispute_resolution',
    actorId: options.actorId ?? null,
    campaignId: row.campaignId,
    memo: `Dispute ${row.providerRef}: recovered from what the platform owes the owner`,
    entries: [
      { account: { kind: 'owner_payable', currency: row.currency, campaignId: row.campaignId }, amount: -amount },
      { account: accountOfLeg('receivable', owners), amount },
    ],
  });
  const next = await after(tx, row.id, { owed: row.owed - amount, recovered: row.recovered + amount }, transfer.id);
  if (options.tell) {
    const campaign = await campaignOf(tx, row.campaignId);
    if (campaign.ownerId)
      await tellDispute(notices, tx, [
        {
          userId: campaign.ownerId,
          kind: 'ownerRecovered',
          money: { amount, currency: row.currency },
          amounts: { owed: next.owed },
          params: { campaign: campaign.title },
          path: ownerPath(row.campaignId),
        },
      ]);
  }
  return { recovered: amount, row: next };
}

/**
 * Staff decide the platform bears what the owner of a lost dispute still owes, once what the
 * platform owes the owner has been taken: the platform pays it in from its own funds (its bank
 * account, the offline route: see ADR 015 for why not platform_costs), the receivable is cleared
 * and the campaign's payouts resume. Refused for an open or won dispute, or when nothing is owed.
 */
export async function writeOffDispute(tx: Database, notices: Notices, locked: DisputeRow, staffId: string, reason: string) {
  if (locked.status !== 'lost') throw new ConflictError('disputes.errors.notLost');
  if (locked.owed <= 0 || locked.campaignId === null) throw new ConflictError('disputes.errors.nothingOwed');
  const { recovered, row } = await recoverFromPayable(tx, notices, locked, { actorId: staffId });
  const campaign = await campaignOf(tx, row.campaignId);
  const left = row.owed;
  let done = row;
  if (left > 0) {
    const owners = { currency: row.currency, provider: row.provider, campaignId: row.campaignId, payerId: row.payerId };
    const transfer = await post(tx, {
      idempotencyKey: disputeKeys.writeOff(row.id),
      kind: 'dispute_resolution',
      actorId: staffId,
      campaignId: row.campaignId,
      memo: `Dispute ${row.providerRef}: written off, paid in from the platform's own funds: ${reason}`,
      entries: [
        { account: accountOfLeg('receivable', owners), amount: left },
        { account: accountOfLeg('platform', owners), amount: -left },
      ],
    });
    done = await after(tx, row.id, { owed: 0, writtenOff: row.writtenOff + left, note: reason, decidedBy: staffId }, transfer.id);
  }
  if (campaign.ownerId)
    await tellDispute(notices, tx, [
      left > 0
        ? {
            userId: campaign.ownerId,
            kind: 'ownerWrittenOff',
            money: { amount: left, currency: row.currency },
            params: { campaign: campaign.title },
            path: ownerPath(row.campaignId!),
          }
        : {
            userId: campaign.ownerId,
            kind: 'ownerRecovered',
            money: { amount: recovered, currency: row.currency },
            amounts: { owed: 0 },
            params: { campaign: campaign.title },
            path: ownerPath(row.campaignId!),
          },
    ]);
  return done;
}
