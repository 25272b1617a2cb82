import { campaigns, campaignStatusHistory, type Database } from '@cf/db';
import {
  AppError,
  type CampaignActor,
  type CampaignStatus,
  checkTransition,
  ConflictError,
  NotFoundError,
  ValidationError,
} from '@cf/domain';
import { eq } from 'drizzle-orm';

export type CampaignRow = typeof campaigns.$inferSelect;

export type StatusChange = {
  campaignId: number;
  to: CampaignStatus;
  actor: CampaignActor;
  /** The user who moved it (null for the clock). */
  actorId: string | null;
  /** Required by the machine for some moves (decline, hide, inactivate); kept as decisionReason. */
  reason?: string | null;
};

/** The machine's answer as an error: 409 when it has no such move, 403 when it is not this actor's move. */
export function assertTransition(from: CampaignStatus, to: CampaignStatus, actor: CampaignActor) {
  const check = checkTransition(from, to, actor);
  if (check.ok) return check;
  if (check.error === 'not-your-move') {
    const key = 'campaigns.owner.transitionNotYours';
    throw new AppError('FORBIDDEN', 403, key, [{ field: 'status', message: key }]);
  }
  const key = 'campaigns.owner.transitionNotAllowed';
  throw new ConflictError(key, [{ field: 'status', message: key }]);
}

export type StatusChangeResult = { before: CampaignRow; after: CampaignRow };

/**
 * Moves a campaign along the lifecycle of packages/domain/src/campaign-status.ts inside the
 * caller's transaction: the row is locked, the move checked (409 when the machine has no such
 * move, 403 when it is not this actor's move, 400 when a required reason is missing), the history
 * row written, and submittedAt / approvedAt / decisionReason kept. Used by the owner routes, the
 * console's staff decisions and the jobs that close campaigns.
 */
export async function changeCampaignStatus(_app: unknown, tx: Database, change: StatusChange): Promise<StatusChangeResult> {
  const [before] = await tx.select().from(campaigns).where(eq(campaigns.id, change.campaignId)).for('update');
  if (!before) throw new NotFoundError();
  const check = assertTransition(before.status, change.to, change.actor);
  const reason = change.reason?.trim() || null;
  if (check.reasonRequired && !reason) throw new ValidationError([{ field: 'reason', message: 'validation.required' }]);

  const now = new Date();
  const updates: Partial<typeof campaigns.$inferInsert> = { status: change.to, updatedAt: now };
  if (change.to === 1) updates.submittedAt = now;
  if (change.to === 2 && !before.approvedAt) updates.approvedAt = now;
  // The last decision's reason stays visible to the owner while they edit; a new submission or an
  // approval clears it.
  if (reason) updates.decisionReason = reason;
  else if (change.to === 1 || change.to === 2) updates.decisionReason = null;

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
