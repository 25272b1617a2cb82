import { campaignAccessRequests, campaignDocuments, campaignDocumentViews, type Database, files, users } from '@cf/db';
import { SEED_FILE_PREFIX, seededDocumentPdf } from '@cf/db/seed/demo-pdf';
import { type AccessRequestStatus, ConflictError, NotFoundError, PAGE_SIZE, ValidationError } from '@cf/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../../plugins/auth';
import { campaignRef, campaignTitle, isManager, isPublicStatus, managedCampaignRef } from '../campaigns/index';
import { notifyUser } from '../notifications/index';
import type { DepsOf } from '../../deps';
import { readPage } from '../../lib/pagination';

/** What this service uses (route handlers pass `app`; jobs and tests a plain object). */
export type CampaignDocumentDeps = DepsOf<'db' | 'storage' | 'realtime'>;

export type AccessStatus = AccessRequestStatus;

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
export async function sendDocument(
  deps: CampaignDocumentDeps,
  reply: FastifyReply,
  user: AuthUser | null,
  campaignId: number,
  documentId: number,
) {
  const campaign = await campaignRef(deps.db, campaignId);
  if (!campaign || !Number.isInteger(documentId)) throw new NotFoundError();
  const manager = isManager(user, campaign);
  if (!isPublicStatus(campaign.status) && !manager) throw new NotFoundError();
  const [doc] = await deps.db
    .select({ id: campaignDocuments.id, title: campaignDocuments.title, visibility: campaignDocuments.visibility, file: files })
    .from(campaignDocuments)
    .innerJoin(files, eq(files.id, campaignDocuments.fileId))
    .where(and(eq(campaignDocuments.id, documentId), eq(campaignDocuments.campaignId, campaign.id)))
    .limit(1);
  if (!doc) throw new NotFoundError();
  if (doc.visibility === 'private') {
    const allowed = manager || (user !== null && (await accessStatus(deps.db, campaign.id, user.id)) === 'granted');
    if (!allowed) throw new NotFoundError();
    if (user && user.id !== campaign.ownerId) await deps.db.insert(campaignDocumentViews).values({ documentId: doc.id, userId: user.id });
  }

  let bytes: Buffer;
  try {
    bytes = doc.file.storageKey.startsWith(SEED_FILE_PREFIX)
      ? seededDocumentPdf({ title: doc.title, company: campaign.companyName ?? campaignTitle(campaign) })
      : await deps.storage.readPrivate(doc.file.storageKey);
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
export async function requestAccess(deps: CampaignDocumentDeps, user: AuthUser, campaignId: number, message: string | null) {
  const campaign = await campaignRef(deps.db, campaignId);
  if (!campaign || !isPublicStatus(campaign.status)) throw new NotFoundError();
  if (campaign.ownerId === user.id)
    throw new ValidationError([{ field: 'campaignId', message: 'campaigns.documents.ownCampaign' }], 'campaigns.documents.ownCampaign');
  const result = await deps.db.transaction(async (tx) => {
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
    const pending = await notifyUser(deps, tx, {
      userId: campaign.ownerId,
      type: 'campaign-access-request',
      messageKey: 'campaigns.documents.notifyRequest',
      params: { name: fullName(user), campaign: campaignTitle(campaign) },
      link: `/campaign-dashboard/${campaign.id}`,
    });
    return { id: created.id, pending };
  });
  await result.pending?.emit();
  return { request: (await oneRequest(deps.db, result.id))!, created: result.pending !== null };
}

/**
 * DELETE /campaigns/:id/access-requests: the caller withdraws their own request (spec: request,
 * update, delete). Only a pending one: a decided request stays, so a denied requester cannot
 * clear the refusal and ask (and notify the owner) again. No request of the caller's: 404.
 */
export async function withdrawRequest(deps: CampaignDocumentDeps, user: AuthUser, campaignId: number) {
  const mine = and(eq(campaignAccessRequests.campaignId, campaignId), eq(campaignAccessRequests.userId, user.id));
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: campaignAccessRequests.id, status: campaignAccessRequests.status })
      .from(campaignAccessRequests)
      .where(mine)
      .for('update');
    if (!row) throw new NotFoundError();
    if (row.status !== 'requested') throw new ConflictError('campaigns.documents.notPending');
    await tx.delete(campaignAccessRequests).where(eq(campaignAccessRequests.id, row.id));
    return { id: row.id, campaignId, deleted: true };
  });
}

/** GET /campaigns/:id/access-requests (owner and staff): requests with the requesters' names, newest first. */
export async function listRequests(
  deps: CampaignDocumentDeps,
  user: AuthUser,
  campaignId: number,
  query: { page: number; limit?: number | undefined },
) {
  const campaign = await managedCampaignRef(deps.db, campaignId, user);
  const limit = query.limit ?? PAGE_SIZE.users;
  const where = eq(campaignAccessRequests.campaignId, campaign.id);
  const { rows, total } = await readPage(
    { page: query.page, limit },
    deps.db
      .select(requesterColumns)
      .from(campaignAccessRequests)
      .innerJoin(users, eq(users.id, campaignAccessRequests.userId))
      .where(where)
      .orderBy(desc(campaignAccessRequests.createdAt), desc(campaignAccessRequests.id)),
    deps.db.select({ n: count() }).from(campaignAccessRequests).where(where),
  );
  return { items: (rows as RequestRow[]).map(toRequest), total, page: query.page, limit };
}

/** PATCH /campaigns/:id/access-requests/:requestId (owner and staff): grant or deny; the requester is notified. */
export async function decideRequest(
  deps: CampaignDocumentDeps,
  user: AuthUser,
  campaignId: number,
  requestId: number,
  status: 'granted' | 'denied',
) {
  const campaign = await managedCampaignRef(deps.db, campaignId, user);
  const pending = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: campaignAccessRequests.id, userId: campaignAccessRequests.userId, status: campaignAccessRequests.status })
      .from(campaignAccessRequests)
      .where(and(eq(campaignAccessRequests.id, requestId), eq(campaignAccessRequests.campaignId, campaign.id)))
      .for('update');
    if (!row) throw new NotFoundError();
    if (row.status === status) return null;
    await tx.update(campaignAccessRequests).set({ status, decidedAt: new Date() }).where(eq(campaignAccessRequests.id, row.id));
    return notifyUser(deps, tx, {
      userId: row.userId,
      type: 'campaign-access-request',
      messageKey: status === 'granted' ? 'campaigns.documents.notifyGranted' : 'campaigns.documents.notifyDenied',
      params: { campaign: campaignTitle(campaign) },
      link: `/campaign-detail-page/${campaign.slug}`,
      thumbnail: campaign.companyLogo,
    });
  });
  await pending?.emit();
  return (await oneRequest(deps.db, requestId))!;
}

/** GET /campaigns/:id/document-views (owner and staff): who opened which private document, and when. */
export async function listViews(
  deps: CampaignDocumentDeps,
  user: AuthUser,
  campaignId: number,
  query: { page: number; limit?: number | undefined },
) {
  const campaign = await managedCampaignRef(deps.db, campaignId, user);
  const limit = query.limit ?? PAGE_SIZE.consoleDefault;
  const where = eq(campaignDocuments.campaignId, campaign.id);
  const { rows, total } = await readPage(
    { page: query.page, limit },
    deps.db
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
      .orderBy(desc(campaignDocumentViews.viewedAt), desc(campaignDocumentViews.id)),
    deps.db
      .select({ n: count() })
      .from(campaignDocumentViews)
      .innerJoin(campaignDocuments, eq(campaignDocuments.id, campaignDocumentViews.documentId))
      .where(where),
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      documentId: r.documentId,
      title: r.title,
      viewedAt: r.viewedAt,
      user: r.userId ? { id: r.userId, slug: r.userSlug!, firstName: r.firstName!, lastName: r.lastName!, photo: r.photo } : null,
    })),
    total,
    page: query.page,
    limit,
  };
}
