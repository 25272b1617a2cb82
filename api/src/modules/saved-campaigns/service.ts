import { campaigns, currencies, type Database, savedCampaigns, users } from '@cf/db';
import { NotFoundError, PAGE_SIZE, PUBLIC_STATUSES } from '@cf/domain';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { AuthUser } from '../../plugins/auth';
import { campaignRef, invalidateBrowse, isPublicStatus, managedCampaignRef } from '../campaigns/index';
import { type CardRow, cardColumns, toCard } from '../campaigns-public/index';
import { siteToday } from '../../lib/site-date';
import type { DepsOf } from '../../deps';
import { readPage } from '../../lib/pagination';
import { recordCampaignActivity } from '../activity/index';

/** What this service uses (route handlers pass `app`; jobs and tests a plain object). */
export type SavedCampaignDeps = DepsOf<'db' | 'publicCache'>;

async function savedCount(db: Database, campaignId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedCampaigns).where(eq(savedCampaigns.campaignId, campaignId));
  return Number(row?.n ?? 0);
}

/** GET /saved-campaigns: the caller's saved campaigns that visitors can still see, last saved first. */
export async function listSaved(deps: SavedCampaignDeps, userId: string, query: { page: number; limit?: number | undefined }) {
  const limit = query.limit ?? PAGE_SIZE.frontCampaigns;
  const where = and(eq(savedCampaigns.userId, userId), inArray(campaigns.status, [...PUBLIC_STATUSES]));
  const [{ rows, total }, today] = await Promise.all([
    readPage(
      { page: query.page, limit },
      deps.db
        .select(cardColumns)
        .from(savedCampaigns)
        .innerJoin(campaigns, eq(campaigns.id, savedCampaigns.campaignId))
        .leftJoin(currencies, eq(currencies.code, campaigns.currencyCode))
        .where(where)
        .orderBy(desc(savedCampaigns.createdAt), desc(campaigns.id)),
      deps.db.select({ n: count() }).from(savedCampaigns).innerJoin(campaigns, eq(campaigns.id, savedCampaigns.campaignId)).where(where),
    ),
    siteToday(deps),
  ]);
  return { items: (rows as CardRow[]).map((r) => toCard(r, today)), total, page: query.page, limit };
}

/** POST /saved-campaigns. Idempotent: saving twice keeps one row. Only campaigns visitors can see. */
export async function save(deps: SavedCampaignDeps, userId: string, campaignId: number) {
  const campaign = await campaignRef(deps.db, campaignId);
  if (!campaign || !isPublicStatus(campaign.status)) throw new NotFoundError();
  const inserted = await deps.db.insert(savedCampaigns).values({ userId, campaignId }).onConflictDoNothing().returning();
  if (inserted.length) invalidateBrowse(deps);
  if (inserted.length)
    await recordCampaignActivity(deps.db, { userId, type: 'saved-campaign', messageKey: 'identity.activity.campaignSaved', campaignId });
  return { campaignId, saved: true, savedCount: await savedCount(deps.db, campaignId) };
}

/** DELETE /saved-campaigns/:campaignId. Idempotent: unsaving what is not saved changes nothing. */
export async function unsave(deps: SavedCampaignDeps, userId: string, campaignId: number) {
  const campaign = await campaignRef(deps.db, campaignId);
  if (!campaign) throw new NotFoundError();
  const deleted = await deps.db
    .delete(savedCampaigns)
    .where(and(eq(savedCampaigns.userId, userId), eq(savedCampaigns.campaignId, campaignId)))
    .returning();
  if (deleted.length) invalidateBrowse(deps);
  if (deleted.length)
    await recordCampaignActivity(deps.db, { userId, type: 'saved-campaign', messageKey: 'identity.activity.campaignUnsaved', campaignId });
  return { campaignId, saved: false, savedCount: await savedCount(deps.db, campaignId) };
}

/** GET /saved-campaigns/get-users/:campaignId: who follows the campaign (owner and staff), newest first. */
export async function followers(
  deps: SavedCampaignDeps,
  user: AuthUser,
  campaignId: number,
  query: { page: number; limit?: number | undefined },
) {
  await managedCampaignRef(deps.db, campaignId, user);
  const limit = query.limit ?? PAGE_SIZE.users;
  const where = eq(savedCampaigns.campaignId, campaignId);
  const { rows: items, total } = await readPage(
    { page: query.page, limit },
    deps.db
      .select({
        id: users.id,
        slug: users.slug,
        firstName: users.firstName,
        lastName: users.lastName,
        photo: users.photo,
        savedAt: savedCampaigns.createdAt,
      })
      .from(savedCampaigns)
      .innerJoin(users, eq(users.id, savedCampaigns.userId))
      .where(where)
      .orderBy(desc(savedCampaigns.createdAt), desc(users.id)),
    deps.db.select({ n: count() }).from(savedCampaigns).where(where),
  );
  return { items, total, page: query.page, limit };
}
