import { campaignLeadInvestors, type Database } from '@cf/db';
import { type LeadInvestorInput, type leadInvestorPatch, NotFoundError, ValidationError } from '@cf/domain';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { UploadedFile } from '../files/index';
import { recordCampaignActivity } from '../activity/index';
import { managedCampaign } from './access';
import type { Actor, CampaignDeps } from './context';
import { requireFile, storeImage } from './images';
import { referenceIssues } from './references';
import { defined } from './wizard';

type Row = typeof campaignLeadInvestors.$inferSelect;
const toOut = ({ updatedAt: _u, ...row }: Row) => row;

async function managedInvestor(db: Database, actor: Actor, id: number, options: { lock?: boolean; edit?: boolean } = {}) {
  const [row] = await db.select().from(campaignLeadInvestors).where(eq(campaignLeadInvestors.id, id));
  if (!row) throw new NotFoundError();
  await managedCampaign(db, actor, row.campaignId, options);
  return row;
}

async function checkReferences(db: Database, values: Record<string, unknown>) {
  const issues = await referenceIssues(db, values);
  if (issues.length > 0) throw new ValidationError(issues);
}

export async function listLeadInvestors(db: Database, actor: Actor, campaignId: number) {
  await managedCampaign(db, actor, campaignId);
  const rows = await db
    .select()
    .from(campaignLeadInvestors)
    .where(eq(campaignLeadInvestors.campaignId, campaignId))
    .orderBy(asc(campaignLeadInvestors.sortOrder), asc(campaignLeadInvestors.id));
  return rows.map(toOut);
}

export async function getLeadInvestor(db: Database, actor: Actor, id: number) {
  return toOut(await managedInvestor(db, actor, id));
}

export async function addLeadInvestor(deps: CampaignDeps, actor: Actor, input: LeadInvestorInput) {
  return deps.db.transaction(async (tx) => {
    await managedCampaign(tx, actor, input.campaignId, { lock: true, edit: true });
    await checkReferences(tx, input);
    const [row] = await tx
      .insert(campaignLeadInvestors)
      .values(defined(input) as LeadInvestorInput)
      .returning();
    await recordCampaignActivity(tx, {
      userId: actor.id,
      type: 'lead-investor',
      messageKey: 'identity.activity.leadInvestorAdded',
      campaignId: row!.campaignId,
      params: { name: row!.name },
      ip: actor.ip,
    });
    return toOut(row!);
  });
}

export async function updateLeadInvestor(deps: CampaignDeps, actor: Actor, id: number, input: z.infer<typeof leadInvestorPatch>) {
  return deps.db.transaction(async (tx) => {
    await managedInvestor(tx, actor, id, { lock: true, edit: true });
    const values = defined(input);
    await checkReferences(tx, values);
    const [row] = await tx
      .update(campaignLeadInvestors)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(campaignLeadInvestors.id, id))
      .returning();
    return toOut(row!);
  });
}

export async function deleteLeadInvestor(deps: CampaignDeps, actor: Actor, id: number) {
  return deps.db.transaction(async (tx) => {
    await managedInvestor(tx, actor, id, { lock: true, edit: true });
    await tx.delete(campaignLeadInvestors).where(eq(campaignLeadInvestors.id, id));
    return { id, deleted: true as const };
  });
}

/** POST /campaigns/equity/lead-investors/:id/photo: square, at least 200×200. */
export async function setLeadInvestorPhoto(deps: CampaignDeps, actor: Actor, id: number, file: UploadedFile | null) {
  // Who may change it is checked before the file: anyone else learns nothing of the upload rules.
  await managedInvestor(deps.db, actor, id, { edit: true });
  const upload = requireFile(file);
  const url = await storeImage(deps, upload, 'photo');
  return deps.db.transaction(async (tx) => {
    await managedInvestor(tx, actor, id, { lock: true, edit: true });
    const [row] = await tx
      .update(campaignLeadInvestors)
      .set({ photo: url, updatedAt: new Date() })
      .where(eq(campaignLeadInvestors.id, id))
      .returning();
    return toOut(row!);
  });
}
