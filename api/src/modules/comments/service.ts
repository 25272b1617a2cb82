import { campaignComments, type CommentStatus, type Database, users } from '@cf/db';
import { type CommentInput, type CommentOut, ForbiddenError, NotFoundError, ValidationError } from '@cf/domain';
import { and, asc, count, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../plugins/auth';
import { campaignRef, campaignTitle, isManager, isPublicStatus, speaksForCompany, visibleCampaign } from '../campaigns/index';
import { checkCaptcha } from '../captcha/index';
import { notifyUser, type PendingNotification } from '../notifications/index';
import type { DepsOf } from '../../deps';
import { readPage } from '../../lib/pagination';

/** What this service uses (route handlers pass `app`; jobs and tests a plain object). */
export type CommentDeps = DepsOf<'db' | 'realtime'>;

export const COMMENTS_PAGE_SIZE = 20;

const commentColumns = {
  id: campaignComments.id,
  campaignId: campaignComments.campaignId,
  userId: campaignComments.userId,
  parentId: campaignComments.parentId,
  text: campaignComments.text,
  status: campaignComments.status,
  fromCompany: campaignComments.fromCompany,
  createdAt: campaignComments.createdAt,
  authorSlug: users.slug,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  authorPhoto: users.photo,
};
type CommentRow = {
  id: number;
  campaignId: number;
  userId: string | null;
  parentId: number | null;
  text: string;
  status: CommentStatus;
  fromCompany: boolean;
  createdAt: Date;
  authorSlug: string | null;
  authorFirstName: string | null;
  authorLastName: string | null;
  authorPhoto: string | null;
};

/** A comment as the API answers it (the domain's commentOut). */
export type CommentView = CommentOut;

const toView = (row: CommentRow, viewerId: string | null): CommentView => ({
  id: row.id,
  campaignId: row.campaignId,
  parentId: row.parentId,
  postType: row.parentId === null ? 'comment' : 'reply',
  text: row.text,
  status: row.status,
  fromCompany: row.fromCompany,
  isMine: viewerId !== null && row.userId === viewerId,
  createdAt: row.createdAt,
  author:
    row.userId && row.authorSlug
      ? {
          id: row.userId,
          slug: row.authorSlug,
          firstName: row.authorFirstName ?? '',
          lastName: row.authorLastName ?? '',
          photo: row.authorPhoto,
        }
      : null,
});

async function oneComment(db: Database, id: number): Promise<CommentRow | null> {
  const [row] = await db
    .select(commentColumns)
    .from(campaignComments)
    .leftJoin(users, eq(users.id, campaignComments.userId))
    .where(eq(campaignComments.id, id))
    .limit(1);
  return (row as CommentRow | undefined) ?? null;
}

/**
 * What the caller may read: approved comments for everyone, plus their own pending ones; the
 * owner and staff also see everyone's pending ones (to moderate them).
 */
function readable(user: AuthUser | null, manager: boolean): SQL {
  if (manager) return inArray(campaignComments.status, ['approved', 'pending']);
  if (!user) return eq(campaignComments.status, 'approved');
  return or(eq(campaignComments.status, 'approved'), and(eq(campaignComments.status, 'pending'), eq(campaignComments.userId, user.id)))!;
}

type CommentsQuery = { campaignId: number; page: number; limit?: number | undefined };

/**
 * One page of a campaign's top-level comments the caller may read, newest first: one indexed
 * query (campaign_comments_campaign_idx) and its count. Both the discussion and parent-comments use it.
 */
async function topLevelPage(deps: CommentDeps, user: AuthUser | null, query: CommentsQuery) {
  const campaign = await visibleCampaign(deps.db, query.campaignId, user);
  const limit = query.limit ?? COMMENTS_PAGE_SIZE;
  const visible = readable(user, isManager(user, campaign));
  const topLevel = and(eq(campaignComments.campaignId, campaign.id), isNull(campaignComments.parentId), visible);
  const { rows, total } = await readPage(
    { page: query.page, limit },
    deps.db
      .select(commentColumns)
      .from(campaignComments)
      .leftJoin(users, eq(users.id, campaignComments.userId))
      .where(topLevel)
      .orderBy(desc(campaignComments.createdAt), desc(campaignComments.id)),
    deps.db.select({ n: count() }).from(campaignComments).where(topLevel),
  );
  return { campaign, visible, rows: rows as CommentRow[], total, limit };
}

/** GET /campaigns/equity/comments/parent-comments?campaignId=: the top-level comments alone, paged (no replies). */
export async function listParentComments(deps: CommentDeps, user: AuthUser | null, query: CommentsQuery) {
  const { rows, total, limit } = await topLevelPage(deps, user, query);
  const viewerId = user?.id ?? null;
  return { items: rows.map((row) => toView(row, viewerId)), total, page: query.page, limit };
}

/** GET /campaigns/equity/comments?campaignId=: comments newest first, each with its replies oldest first. */
export async function listComments(deps: CommentDeps, user: AuthUser | null, query: CommentsQuery) {
  const { campaign, visible, rows, total, limit } = await topLevelPage(deps, user, query);
  const ids = rows.map((r) => r.id);
  const replies = ids.length
    ? ((await deps.db
        .select(commentColumns)
        .from(campaignComments)
        .leftJoin(users, eq(users.id, campaignComments.userId))
        .where(and(eq(campaignComments.campaignId, campaign.id), inArray(campaignComments.parentId, ids), visible))
        .orderBy(asc(campaignComments.createdAt), asc(campaignComments.id))) as CommentRow[])
    : [];
  const viewerId = user?.id ?? null;
  const items = rows.map((row) => ({
    ...toView(row, viewerId),
    replies: replies.filter((r) => r.parentId === row.id).map((r) => toView(r, viewerId)),
  }));
  return { items, total, page: query.page, limit };
}

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/**
 * POST /campaigns/equity/comments. A comment, or a reply to an approved comment, posted pending
 * until the owner or staff approve it; what the owner or staff post themselves shows at once
 * (spec §4: "a reply may be posted directly"). The owner is notified of each new comment.
 */
export async function postComment(deps: CommentDeps, user: AuthUser, input: CommentInput) {
  const campaign = await campaignRef(deps.db, input.campaignId);
  if (!campaign || !isPublicStatus(campaign.status)) throw new NotFoundError();
  let parentId: number | null = null;
  if (input.postType === 'reply') {
    const [parent] = await deps.db
      .select({ id: campaignComments.id, parentId: campaignComments.parentId, status: campaignComments.status })
      .from(campaignComments)
      .where(and(eq(campaignComments.id, input.parentId!), eq(campaignComments.campaignId, campaign.id)))
      .limit(1);
    if (!parent || parent.parentId !== null || parent.status !== 'approved')
      throw new ValidationError(
        [{ field: 'parentId', message: 'campaigns.discussion.replyToApproved' }],
        'campaigns.discussion.replyToApproved',
      );
    parentId = parent.id;
  }
  await checkCaptcha(deps.db, 'comments', input);

  const manager = isManager(user, campaign);
  const fromCompany = await speaksForCompany(deps.db, campaign, user.id);
  const now = new Date();
  const { id, pending } = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(campaignComments)
      .values({
        campaignId: campaign.id,
        userId: user.id,
        parentId,
        text: input.text,
        status: manager ? 'approved' : 'pending',
        fromCompany,
        ...(manager ? { moderatedById: user.id, moderatedAt: now } : {}),
      })
      .returning({ id: campaignComments.id });
    let notice: PendingNotification | null = null;
    if (campaign.ownerId !== user.id) {
      notice = await notifyUser(deps, tx, {
        userId: campaign.ownerId,
        type: 'campaign-comment',
        messageKey: parentId === null ? 'campaigns.discussion.notifyComment' : 'campaigns.discussion.notifyReply',
        params: { name: fullName(user), campaign: campaignTitle(campaign) },
        link: `/campaign-dashboard/${campaign.id}`,
      });
    }
    return { id: row!.id, pending: notice };
  });
  await pending?.emit();
  const view = toView((await oneComment(deps.db, id))!, user.id);
  const messageKey = manager
    ? 'campaigns.discussion.posted'
    : parentId === null
      ? 'campaigns.discussion.awaitingApproval'
      : 'campaigns.discussion.replyAwaitingApproval';
  return { comment: view, messageKey };
}

export type Moderation = { before: CommentView; after: CommentView };

/**
 * Approve, decline or mark spam, recording the moderator. The owner and staff may; anyone else
 * who can see the campaign gets 403, others 404. Pass `tx` to join the caller's transaction.
 */
export async function moderateComment(
  deps: CommentDeps,
  user: AuthUser,
  commentId: number,
  status: Exclude<CommentStatus, 'pending'>,
  tx: Database = deps.db,
): Promise<Moderation> {
  const row = await oneComment(tx, commentId);
  if (!row) throw new NotFoundError();
  const campaign = await campaignRef(tx, row.campaignId);
  if (!campaign) throw new NotFoundError();
  if (!isManager(user, campaign)) {
    if (isPublicStatus(campaign.status) && (row.status === 'approved' || row.userId === user.id)) throw new ForbiddenError();
    throw new NotFoundError();
  }
  await tx
    .update(campaignComments)
    .set({ status, moderatedById: user.id, moderatedAt: new Date() })
    .where(eq(campaignComments.id, commentId));
  const after = (await oneComment(tx, commentId))!;
  return { before: toView(row, user.id), after: toView(after, user.id) };
}

/** DELETE /campaigns/equity/comments/:id: the author or staff; a comment's replies go with it. */
export async function deleteComment(deps: CommentDeps, user: AuthUser, commentId: number) {
  const row = await oneComment(deps.db, commentId);
  if (!row) throw new NotFoundError();
  if (row.userId !== user.id && !user.isAdmin) {
    const campaign = await campaignRef(deps.db, row.campaignId);
    if (campaign && isPublicStatus(campaign.status) && row.status === 'approved') throw new ForbiddenError();
    throw new NotFoundError();
  }
  await deps.db.delete(campaignComments).where(or(eq(campaignComments.id, commentId), eq(campaignComments.parentId, commentId)));
  return { id: commentId, deleted: true };
}
