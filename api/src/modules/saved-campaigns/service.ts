import { campaigns, currencies, type Database, savedCampaigns, users } from '@cf/db';
import { NotFoundError, PAGE_SIZE, PUBLIC_STATUSES } from '@cf/domain';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { AuthUser } from '../../plugins/auth';
import type { App } from '../../types';
import { campaignRef, isPublicStatus, managedCampaign } from '../campaigns-public/access';
import { invalidateBrowse } from '../campaigns-public/browse';
import { type CardRow, cardColumns, toCard } from '../campaigns-public/cards';
import { siteToday } from '../campaigns-public/site-date';

async function savedCount(db: Database, campaignId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedCampaigns).where(eq(savedCampaigns.campaignId, campaignId));
  return Number(row?.n ?? 0);
}

/** GET /saved-campaigns: the caller's saved campaigns that visitors can still see, last saved first. */
export async function listSaved(app: App, userId: string, query: { page: number; limit?: number | undefined }) {
  const limit = query.limit ?? PAGE_SIZE.frontCampaigns;
  const where = and(eq(savedCampaigns.userId, userId), inArray(campaigns.status, [...PUBLIC_STATUSES]));
  const [rows, [total], today] = await Promise.all([
    app.db
      .select(cardColumns)
      .from(savedCampaigns)
      .innerJoin(campaigns, eq(campaigns.id, savedCampaigns.campaignId))
      .leftJoin(currencies, eq(currencies.code, campaigns.currencyCode))
      .where(where)
      .orderBy(desc(savedCampaigns.createdAt), desc(campaigns.id))
      .limit(limit)
      .offset((query.page - 1) * limit),
    app.db.select({ n: count() }).from(savedCampaigns).innerJoin(campaigns, eq(campaigns.id, savedCampaigns.campaignId)).where(where),
    siteToday(app),
  ]);
  return { items: (rows as CardRow[]).map((r) => toCard(r, today)), total: Number(total?.n ?? 0), page: query.page, limit };
}

/** POST /saved-campaigns. Idempotent: saving twice keeps one row. Only campaigns visitors can see. */
export async function save(app: App, userId: string, campaignId: number) {
  const campaign = await campaignRef(app.db, campaignId);
  if (!campaign || !isPublicStatus(campaign.status)) throw new NotFoundError();
  const inserted = await app.db.insert(savedCampaigns).values({ userId, campaignId }).onConflictDoNothing().returning();
  if (inserted.length) invalidateBrowse(app);
  return { campaignId, saved: true, savedCount: await savedCount(app.db, campaignId) };
}

/** DELETE /saved-campaigns/:campaignId. Idempotent: unsaving what is not saved changes nothing. */
export async function unsave(app: App, userId: string, campaignId: number) {
  const campaign = await campaignRef(app.db, campaignId);
  if (!campaign) throw new NotFoundError();
  const deleted = await app.db
    .delete(savedCampaigns)
    .where(and(eq(savedCampaigns.userId, userId), eq(savedCampaigns.campaignId, campaignId)))
    .returning();
  if (deleted.length) invalidateBrowse(app);
  return { campaignId, saved: false, savedCount: await savedCount(app.db, campaignId) };
}

/** GET /saved-campaigns/get-users/:campaignId: who follows the campaign (owner and staff), newest first. */
export async function followers(app: App, user: AuthUser, campaignId: number, query: { page: number; limit?: number | undefined }) {
  await managedCampaign(app.db, campaignId, user);
  const limit = query.limit ?? PAGE_SIZE.users;
  const where = eq(savedCampaigns.campaignId, campaignId);
  const [items, [total]] = await Promise.all([
    app.db
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
      .orderBy(desc(savedCampaigns.createdAt), desc(users.id))
      .limit(limit)
      .offset((query.page - 1) * limit),
    app.db.select({ n: count() }).from(savedCampaigns).where(where),
  ]);
  return { items, total: Number(total?.n ?? 0), page: query.page, limit };
}
