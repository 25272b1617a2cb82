import { campaigns, campaignStatusHistory, type Database, revenueSettings } from '@cf/db';
import { CAMPAIGN_STATUS, type CampaignActor, type CampaignStatus, type CampaignType, NotFoundError, ValidationError } from '@cf/domain';
import { type FeeRates, feeRatesFor } from '@cf/domain/settlement';
import { and, desc, eq } from 'drizzle-orm';
import { assertTransition } from './status';

/**
 * Campaign rows read and written by more than one service (owner routes, the console's staff
 * decisions, the closing job). Each function takes `db` (or a transaction) first, then a params
 * object; the caller owns the transaction.
 */
export type CampaignRow = typeof campaigns.$inferSelect;

export async function findCampaignById(db: Database, params: { id: number }): Promise<CampaignRow | null> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, params.id)).limit(1);
  return row ?? null;
}

export async function findCampaignBySlug(db: Database, params: { slug: string }): Promise<CampaignRow | null> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.slug, params.slug)).limit(1);
  return row ?? null;
}

/** Reads the row under `SELECT … FOR UPDATE` (call inside a transaction): writers to one campaign queue. */
export async function lockCampaign(tx: Database, params: { id: number }): Promise<CampaignRow | null> {
  const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, params.id)).for('update');
  return row ?? null;
}

export type StatusChange = {
  campaignId: number;
  to: CampaignStatus;
  actor: CampaignActor;
  /** The user who moved it (null for the clock). */
  actorId: string | null;
  /** Required by the machine for some moves (decline, hide, inactivate); kept as decisionReason. */
  reason?: string | null;
};

export type StatusChangeResult = { before: CampaignRow; after: CampaignRow };

/**
 * Moves a campaign along the lifecycle of packages/domain/src/campaign-status.ts inside the
 * caller's transaction: the row is locked, then applyStatusMove. The lifecycle module
 * (lifecycle.ts) is the only caller outside tests: it adds the moves' own rules first.
 */
export async function updateCampaignStatus(tx: Database, change: StatusChange): Promise<StatusChangeResult> {
  const before = await lockCampaign(tx, { id: change.campaignId });
  if (!before) throw new NotFoundError();
  return applyStatusMove(tx, before, change);
}

/**
 * The move itself, on a row the caller locked: checked by the machine (409 when it has no such
 * move, 403 when it is not this actor's move, 400 when a required reason is missing), the history
 * row written, and submittedAt / approvedAt / decisionReason kept. Going live fixes the platform's
 * fee rates on the campaign (spec §9, by its type) the first time, so a later change of the
 * revenue settings does not touch a campaign already approved.
 */
export async function applyStatusMove(tx: Database, before: CampaignRow, change: StatusChange): Promise<StatusChangeResult> {
  const check = assertTransition(before.status, change.to, change.actor);
  const reason = change.reason?.trim() || null;
  if (check.reasonRequired && !reason) throw new ValidationError([{ field: 'reason', message: 'validation.required' }]);

  const now = new Date();
  const submitted = change.to === CAMPAIGN_STATUS.pending;
  const approved = change.to === CAMPAIGN_STATUS.active;
  const updates: Partial<typeof campaigns.$inferInsert> = { status: change.to, updatedAt: now };
  if (submitted) updates.submittedAt = now;
  if (approved && !before.approvedAt) updates.approvedAt = now;
  if (approved && before.successFeeBps === null) Object.assign(updates, await feeRatesToday(tx, before.campaignType));
  // The last decision's reason stays visible to the owner while they edit; a new submission or an
  // approval clears it.
  if (reason) updates.decisionReason = reason;
  else if (submitted || approved) updates.decisionReason = null;

  const [after] = await tx.update(campaigns).set(updates).where(eq(campaigns.id, before.id)).returning();
  await tx.insert(campaignStatusHistory).values({
    campaignId: before.id,
    fromStatus: before.status,
    toStatus: change.to,
    actorId: change.actorId,
    reason,
  });
  return { before, after: after! };
}

/** The fee rates of the revenue settings as they stand, for a campaign of this type. */
async function feeRatesToday(tx: Database, campaignType: CampaignType): Promise<FeeRates> {
  const [settings] = await tx
    .select({
      fixedSuccessFeeBps: revenueSettings.fixedSuccessFeeBps,
      flexibleSuccessFeeBps: revenueSettings.flexibleSuccessFeeBps,
      flexibleFailFeeBps: revenueSettings.flexibleFailFeeBps,
    })
    .from(revenueSettings)
    .limit(1);
  if (!settings) throw new Error('revenue settings are missing');
  return feeRatesFor(campaignType, settings);
}

/** Where the campaign was the last time it moved to `to` (its history), or null if it never did. */
export async function statusBeforeLastMoveTo(
  db: Database,
  params: { campaignId: number; to: CampaignStatus },
): Promise<CampaignStatus | null> {
  const [last] = await db
    .select({ fromStatus: campaignStatusHistory.fromStatus })
    .from(campaignStatusHistory)
    .where(and(eq(campaignStatusHistory.campaignId, params.campaignId), eq(campaignStatusHistory.toStatus, params.to)))
    .orderBy(desc(campaignStatusHistory.createdAt), desc(campaignStatusHistory.id))
    .limit(1);
  return last?.fromStatus ?? null;
}

/** Sets the featured flag (the caller holds the row lock). */
export async function updateCampaignFeatured(tx: Database, params: { id: number; featured: boolean }): Promise<CampaignRow> {
  const [after] = await tx
    .update(campaigns)
    .set({ featured: params.featured, updatedAt: new Date() })
    .where(eq(campaigns.id, params.id))
    .returning();
  if (!after) throw new NotFoundError();
  return after;
}
