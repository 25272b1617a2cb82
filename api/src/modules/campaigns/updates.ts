import { campaignUpdates, type Database } from '@cf/db';
import { type CampaignUpdateInput, type campaignUpdatePatch, NotFoundError } from '@cf/domain';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordCampaignActivity } from '../activity/index';
import { managedCampaign } from './access';
import type { Actor, CampaignDeps } from './context';
import { emitPushes, notifyFollowers } from './followers';
import { defined } from './wizard';

type Row = typeof campaignUpdates.$inferSelect;

async function managedUpdate(db: Database, actor: Actor, id: number, lock = false): Promise<Row> {
  const [row] = await db.select().from(campaignUpdates).where(eq(campaignUpdates.id, id));
  if (!row) throw new NotFoundError();
  await managedCampaign(db, actor, row.campaignId, { lock });
  return row;
}

export async function listUpdates(db: Database, actor: Actor, campaignId: number) {
  await managedCampaign(db, actor, campaignId);
  return db
    .select()
    .from(campaignUpdates)
    .where(eq(campaignUpdates.campaignId, campaignId))
    .orderBy(desc(campaignUpdates.createdAt), desc(campaignUpdates.id));
}

export const getUpdate = (db: Database, actor: Actor, id: number) => managedUpdate(db, actor, id);

/**
 * POST /campaigns/equity/updates: the owner posts an update; everyone who saved the campaign gets
 * a notification, and an e-mail when their campaignUpdates preference is on — in a constant
 * number of queries whatever the number of followers (see followers.ts). Pushes go out after the
 * commit. Updates may be posted in any status (they are how a live campaign talks to followers).
 */
export async function addUpdate(deps: CampaignDeps, actor: Actor, input: CampaignUpdateInput) {
  const { row, pushes } = await deps.db.transaction(async (tx) => {
    const campaign = await managedCampaign(tx, actor, input.campaignId, { lock: true });
    const [inserted] = await tx
      .insert(campaignUpdates)
      .values({ campaignId: campaign.id, authorId: actor.id, title: input.title, description: input.description })
      .returning();
    const pushes = await notifyFollowers(deps, tx, campaign, inserted!, actor.id);
    await recordCampaignActivity(tx, {
      userId: actor.id,
      type: 'update',
      messageKey: 'identity.activity.updatePosted',
      campaignId: campaign.id,
      params: { title: input.title },
      ip: actor.ip,
    });
    return { row: inserted!, pushes };
  });
  await emitPushes(deps, pushes);
  return row;
}

export async function updateUpdate(deps: CampaignDeps, actor: Actor, id: number, input: z.infer<typeof campaignUpdatePatch>) {
  return deps.db.transaction(async (tx) => {
    await managedUpdate(tx, actor, id, true);
    const [row] = await tx
      .update(campaignUpdates)
      .set({ ...defined(input), updatedAt: new Date() })
      .where(eq(campaignUpdates.id, id))
      .returning();
    return row!;
  });
}

export async function deleteUpdate(deps: CampaignDeps, actor: Actor, id: number) {
  return deps.db.transaction(async (tx) => {
    await managedUpdate(tx, actor, id, true);
    await tx.delete(campaignUpdates).where(eq(campaignUpdates.id, id));
    return { id, deleted: true as const };
  });
}
