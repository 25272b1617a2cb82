import { campaignComments, campaigns, type Database, users } from '@cf/db';
import { NotFoundError } from '@cf/domain';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { errorResponses } from '../../lib/envelope';
import { moderateComment } from '../../modules/comments/index';
import type { App } from '../../types';
import { recordAudit } from '../../lib/audit';
import { containsPattern, parseId, type ResourceDef } from '../crud';

async function loadComments(db: Database, ids: (string | number)[]) {
  const rows = await db
    .select({
      comment: campaignComments,
      authorEmail: users.email,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
      campaignSlug: campaigns.slug,
      campaignName: campaigns.campaignName,
      companyName: campaigns.companyName,
    })
    .from(campaignComments)
    .leftJoin(users, eq(users.id, campaignComments.userId))
    .innerJoin(campaigns, eq(campaigns.id, campaignComments.campaignId))
    .where(inArray(campaignComments.id, ids as number[]));
  return rows.map(({ comment, ...rest }) => ({ ...comment, postType: comment.parentId === null ? 'comment' : 'reply', ...rest }));
}

/**
 * The moderation queue: pending comments first, newest first within each group (an array sorts
 * element by element).
 */
const queueOrder = sql`array[(case when ${campaignComments.status} = 'pending' then 0 else 1 end)::float8, -extract(epoch from ${campaignComments.createdAt})::float8]`;

/** Comments and replies of every campaign, for moderation (read-only; decisions are the actions below). */
export const commentsResource: ResourceDef = {
  name: 'comments',
  table: campaignComments,
  id: campaignComments.id,
  loadByIds: loadComments,
  allow: { delete: true },
  // A comment's replies go with it (they have no foreign key to their parent).
  beforeDelete: async (tx, record) => {
    await tx.delete(campaignComments).where(eq(campaignComments.parentId, Number(record.id)));
  },
  filters: {
    status: campaignComments.status,
    campaignId: campaignComments.campaignId,
    userId: campaignComments.userId,
    fromCompany: campaignComments.fromCompany,
    q: (value): SQL => sql`${campaignComments.text} ilike ${containsPattern(value)}`,
  },
  sortColumns: {
    id: campaignComments.id,
    createdAt: campaignComments.createdAt,
    status: campaignComments.status,
    campaignId: campaignComments.campaignId,
    // An expression, not a column: asc()/desc() only need it to render as SQL.
    queue: queueOrder,
  },
  defaultSort: ['queue', 'ASC'],
};

const tags = ['console'];
const idParam = z.object({ id: z.string().max(40) });
const recordOut = z.record(z.string(), z.unknown());

/** Approve, decline or mark as spam: the moderator is recorded and the decision audited. */
export default async function commentActions(app: App) {
  for (const [action, status] of [
    ['approve', 'approved'],
    ['decline', 'declined'],
    ['spam', 'spam'],
  ] as const) {
    app.post(
      `/comments/:id/${action}`,
      {
        schema: {
          tags,
          summary: `Moderate a comment: ${status}`,
          params: idParam,
          response: { 200: recordOut, ...errorResponses },
        },
      },
      async (request) => {
        const id = parseId(commentsResource, request.params.id) as number;
        await app.db.transaction(async (tx) => {
          const { before, after } = await moderateComment(app, request.user!, id, status, tx);
          await recordAudit(tx, request, {
            action,
            resource: 'comments',
            recordId: id,
            before: { status: before.status },
            after: { status: after.status },
          });
        });
        const [record] = await loadComments(app.db, [id]);
        if (!record) throw new NotFoundError();
        return record;
      },
    );
  }
}
