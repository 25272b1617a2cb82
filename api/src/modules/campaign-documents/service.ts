import { campaignAccessRequests, campaignDocuments, campaignDocumentViews, type Database, files, users } from '@cf/db';
import { SEED_FILE_PREFIX, seededDocumentPdf } from '@cf/db/seed/demo-pdf';
import { NotFoundError, PAGE_SIZE, ValidationError } from '@cf/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../../plugins/auth';
import type { App } from '../../types';
import { campaignRef, campaignTitle, isManager, isPublicStatus, managedCampaign } from '../campaigns-public/access';
import { notifyUser } from '../notifications/service';

export type AccessStatus = 'requested' | 'granted' | 'denied';

/** Has the owner granted this user's request to see the campaign's private documents? */
export async function accessStatus(db: Database, campaignId: number, userId: string): Promise<AccessStatus | null> {
  const [row] = await db
    .select({ status: campaignAccessRequests.status })
    .from(campaignAccessRequests)
    .where(and(eq(campaignAccessRequests.campaignId, campaignId), eq(campaignAccessRequests.userId, userId)))
    .limit(1);
  return row?.status ?? null;
}

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' };

/**
 * GET /campaigns/:id/documents/:documentId. A public document for anyone who can see the
 * campaign; a private one for its owner, staff and users whose access request was granted. Every
 * private view by someone other than the owner is recorded. Anyone else: 404, as for a missing one.
 */
export async function sendDocument(app: App, reply: FastifyReply, user: AuthUser | null, campaignId: number, documentId: number) {
  const campaign = await campaignRef(app.db, campaignId);
  if (!campaign || !Number.isInteger(documentId)) throw new NotFoundError();
  const manager = isManager(user, campaign);
  if (!isPublicStatus(campaign.status) && !manager) throw new NotFoundError();
  const [doc] = await app.db
    .select({ id: campaignDocuments.id, title: campaignDocuments.title, visibility: campaignDocuments.visibility, file: files })
    .from(campaignDocuments)
    .innerJoin(files, eq(files.id, campaignDocuments.fileId))
    .where(and(eq(campaignDocuments.id, documentId), eq(campaignDocuments.campaignId, campaign.id)))
    .limit(1);
  if (!doc) throw new NotFoundError();
  if (doc.visibility === 'private') {
    const allowed = manager || (user !== null && (await accessStatus(app.db, campaign.id, user.id)) === 'granted');
    if (!allowed) throw new NotFoundError();
    if (user && user.id !== campaign.ownerId) await app.db.insert(campaignDocumentViews).values({ documentId: doc.id, userId: user.id });
  }

  let bytes: Buffer;
  try {
    bytes = doc.file.storageKey.startsWith(SEED_FILE_PREFIX)
      ? seededDocumentPdf({ title: doc.title, company: campaign.companyName ?? campaignTitle(campaign) })
      : await app.storage.readPrivate(doc.file.storageKey);
  } catch (err) {
    reply.log.error({ err, fileId: doc.file.id }, 'campaign document missing from storage');
    throw new NotFoundError();
  }
  const name = `document-${doc.id}.${EXTENSIONS[doc.file.contentType] ?? 'bin'}`;
  return reply
    .header('content-type', doc.file.contentType)
    .header('content-length', bytes.length)
    .header('content-disposition', `inline; filename="${name}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(bytes);
}

const requesterColumns = {
  id: campaignAccessRequests.id,
  campaignId: campaignAccessRequests.campaignId,
  status: campaignAccessRequests.status,
  message: campaignAccessRequests.message,
  createdAt: campaignAccessRequests.createdAt,
  decidedAt: campaignAccessRequests.decidedAt,
  userId: users.id,
  userSlug: users.slug,
  firstName: users.firstName,
  lastName: users.lastName,
  photo: users.photo,
};
type RequestRow = {
  id: number;
  campaignId: number;
  status: AccessStatus;
  message: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  userId: string;
  userSlug: string;
  firstName: string;
  lastName: string;
  photo: string | null;
};
const toRequest = (r: RequestRow) => ({
  id: r.id,
  campaignId: r.campaignId,
  status: r.status,
  message: r.message,
  createdAt: r.createdAt,
  decidedAt: r.decidedAt,
  user: { id: r.userId, slug: r.userSlug, firstName: r.firstName, lastName: r.lastName, photo: r.photo },
});

async function oneRequest(db: Database, id: number) {
  const [row] = await db
    .select(requesterColumns)
    .from(campaignAccessRequests)
    .innerJoin(users, eq(users.id, campaignAccessRequests.userId))
    .where(eq(campaignAccessRequests.id, id))
    .limit(1);
  return row ? toRequest(row as RequestRow) : null;
}

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/**
 * POST /campaigns/:id/access-requests. One request per user and campaign: asking again returns
 * the request as it stands (created = false). The owner is notified of a new one.
 */
export async function requestAccess(app: App, user: AuthUser, campaignId: number, message: string | null) {
  const campaign = await campaignRef(app.db, campaignId);
  if (!campaign || !isPublicStatus(campaign.status)) throw new NotFoundError();
  if (campaign.ownerId === user.id)
    throw new ValidationError([{ field: 'campaignId', message: 'campaigns.documents.ownCampaign' }], 'campaigns.documents.ownCampaign');
  const result = await app.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(campaignAccessRequests)
      .values({ campaignId: campaign.id, userId: user.id, message })
      .onConflictDoNothing()
      .returning({ id: campaignAccessRequests.id });
    if (!created) {
      const [existing] = await tx
        .select({ id: campaignAccessRequests.id })
        .from(campaignAccessRequests)
        .where(and(eq(campaignAccessRequests.campaignId, campaign.id), eq(campaignAccessRequests.userId, user.id)));
      return { id: existing!.id, pending: null };
    }
    const pending = await notifyUser(app, tx, {
      userId: campaign.ownerId,
      type: 'campaign-access-request',
      messageKey: 'campaigns.documents.notifyRequest',
      params: { name: fullName(user), campaign: campaignTitle(campaign) },
      link: `/campaign-dashboard/${campaign.id}`,
    });
    return { id: created.id, pending };
  });
  await result.pending?.emit();
  return { request: (await oneRequest(app.db, result.id))!, created: result.pending !== null };
}

/** GET /campaigns/:id/access-requests (owner and staff): requests with the requesters' names, newest first. */
export async function listRequests(app: App, user: AuthUser, campaignId: number, query: { page: number; limit?: number | undefined }) {
  const campaign = await managedCampaign(app.db, campaignId, user);
  const limit = query.limit ?? PAGE_SIZE.users;
  const where = eq(campaignAccessRequests.campaignId, campaign.id);
  const [rows, [total]] = await Promise.all([
    app.db
      .select(requesterColumns)
      .from(campaignAccessRequests)
      .innerJoin(users, eq(users.id, campaignAccessRequests.userId))
      .where(where)
      .orderBy(desc(campaignAccessRequests.createdAt), desc(campaignAccessRequests.id))
      .limit(limit)
      .offset((query.page - 1) * limit),
    app.db.select({ n: count() }).from(campaignAccessRequests).where(where),
  ]);
  return { items: (rows as RequestRow[]).map(toRequest), total: Number(total?.n ?? 0), page: query.page, limit };
}

/** PATCH /campaigns/:id/access-requests/:requestId (owner and staff): grant or deny; the requester is notified. */
export async function decideRequest(app: App, user: AuthUser, campaignId: number, requestId: number, status: 'granted' | 'denied') {
  const campaign = await managedCampaign(app.db, campaignId, user);
  const pending = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: campaignAccessRequests.id, userId: campaignAccessRequests.userId, status: campaignAccessRequests.status })
      .from(campaignAccessRequests)
      .where(and(eq(campaignAccessRequests.id, requestId), eq(campaignAccessRequests.campaignId, campaign.id)))
      .for('update');
    if (!row) throw new NotFoundError();
    if (row.status === status) return null;
    await tx.update(campaignAccessRequests).set({ status, decidedAt: new Date() }).where(eq(campaignAccessRequests.id, row.id));
    return notifyUser(app, tx, {
      userId: row.userId,
      type: 'campaign-access-request',
      messageKey: status === 'granted' ? 'campaigns.documents.notifyGranted' : 'campaigns.documents.notifyDenied',
      params: { campaign: campaignTitle(campaign) },
      link: `/campaign-detail-page/${campaign.slug}`,
      thumbnail: campaign.companyLogo,
    });
  });
  await pending?.emit();
  return (await oneRequest(app.db, requestId))!;
}

/** GET /campaigns/:id/document-views (owner and staff): who opened which private document, and when. */
export async function listViews(app: App, user: AuthUser, campaignId: number, query: { page: number; limit?: number | undefined }) {
  const campaign = await managedCampaign(app.db, campaignId, user);
  const limit = query.limit ?? PAGE_SIZE.consoleDefault;
  const where = eq(campaignDocuments.campaignId, campaign.id);
  const [rows, [total]] = await Promise.all([
    app.db
      .select({
        id: campaignDocumentViews.id,
        documentId: campaignDocuments.id,
        title: campaignDocuments.title,
        viewedAt: campaignDocumentViews.viewedAt,
        userId: users.id,
        userSlug: users.slug,
        firstName: users.firstName,
        lastName: users.lastName,
        photo: users.photo,
      })
      .from(campaignDocumentViews)
      .innerJoin(campaignDocuments, eq(campaignDocuments.id, campaignDocumentViews.documentId))
      .leftJoin(users, eq(users.id, campaignDocumentViews.userId))
      .where(where)
      .orderBy(desc(campaignDocumentViews.viewedAt), desc(campaignDocumentViews.id))
      .limit(limit)
      .offset((query.page - 1) * limit),
    app.db
      .select({ n: count() })
      .from(campaignDocumentViews)
      .innerJoin(campaignDocuments, eq(campaignDocuments.id, campaignDocumentViews.documentId))
      .where(where),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      documentId: r.documentId,
      title: r.title,
      viewedAt: r.viewedAt,
      user: r.userId ? { id: r.userId, slug: r.userSlug!, firstName: r.firstName!, lastName: r.lastName!, photo: r.photo } : null,
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    limit,
  };
}
