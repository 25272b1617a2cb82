import { deletionRequests } from '@cf/db';
import { ConflictError, NotFoundError, rejectDeletionInput } from '@cf/domain';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '../../lib/envelope';
import { anonymiseUser } from '../../modules/deletion/index';
import { informUser, type PendingNotification, type Recipient, recipientOf } from '../../modules/notifications/index';
import type { App } from '../../types';
import { recordAudit } from '../../lib/audit';
import { columnsOf, parseId, type ResourceDef } from '../crud';

type RequestRow = typeof deletionRequests.$inferSelect;

/** Requests to delete an account; staff complete (anonymise) or reject them. */
export const deletionRequestsResource: ResourceDef = {
  name: 'deletion-requests',
  table: deletionRequests,
  id: deletionRequests.id,
  searchColumns: [deletionRequests.userEmail, deletionRequests.reason],
  filters: columnsOf(deletionRequests, 'status', 'userId'),
  sortColumns: columnsOf(deletionRequests, 'id', 'createdAt', 'status', 'handledAt'),
  defaultSort: ['createdAt', 'DESC'],
};

const tags = ['console'];
const idParam = z.object({ id: z.string().max(40) });
const recordOut = z.record(z.string(), z.unknown());
const audited = (r: RequestRow) => ({ status: r.status, staffNote: r.staffNote, handledAt: r.handledAt, handledById: r.handledById });

export default async function deletionRequestActions(app: App) {
  /** Locks a pending request, applies the outcome and records it; the push goes out after the commit. */
  const handle = async (
    request: FastifyRequest,
    rawId: string,
    action: 'complete' | 'reject',
    apply: (
      row: RequestRow,
      user: Recipient | null,
      tx: App['db'],
    ) => Promise<{ staffNote?: string; pending?: PendingNotification | null }>,
  ) => {
    const id = parseId(deletionRequestsResource, rawId) as number;
    const { after, pending } = await app.db.transaction(async (tx) => {
      const [row] = await tx.select().from(deletionRequests).where(eq(deletionRequests.id, id)).for('update');
      if (!row) throw new NotFoundError();
      if (row.status !== 'pending') throw new ConflictError('notify.errors.alreadyDecided');
      const user = await recipientOf(tx, row.userId);
      const result = await apply(row, user, tx);
      const [updated] = await tx
        .update(deletionRequests)
        .set({
          status: action === 'complete' ? 'completed' : 'rejected',
          handledById: request.user!.id,
          handledAt: new Date(),
          ...(result.staffNote !== undefined ? { staffNote: result.staffNote } : {}),
        })
        .where(eq(deletionRequests.id, id))
        .returning();
      await recordAudit(tx, request, {
        action,
        resource: 'deletion-requests',
        recordId: id,
        before: { ...audited(row), userId: row.userId },
        after: audited(updated!),
      });
      return { after: updated!, pending: result.pending ?? null };
    });
    await pending?.emit();
    return after;
  };

  app.post(
    '/deletion-requests/:id/complete',
    {
      schema: {
        tags,
        summary: "Complete a deletion request: the user's personal data is erased in the same transaction",
        params: idParam,
        response: { 200: recordOut, ...errorResponses },
      },
    },
    async (request) =>
      handle(request, request.params.id, 'complete', async (row, user, tx) => {
        if (!user || user.status === 'deleted') return {};
        await anonymiseUser(tx, user.id);
        // The account's address is gone; the request kept the one the user wrote from. The e-mail
        // is not linked to the anonymised account.
        await informUser(
          app,
          tx,
          user,
          { type: 'deletion', messageKey: 'notify.deletion.completed', link: null, email: 'deletionCompleted', notify: false },
          { address: row.userEmail, userId: null },
        );
        return {};
      }),
  );

  app.post(
    '/deletion-requests/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a deletion request; the note reaches the user',
        params: idParam,
        body: rejectDeletionInput,
        response: { 200: recordOut, ...errorResponses },
      },
    },
    async (request) =>
      handle(request, request.params.id, 'reject', async (_row, user, tx) => {
        const { staffNote } = request.body;
        const pending =
          user && user.status !== 'deleted'
            ? await informUser(app, tx, user, {
                type: 'deletion',
                messageKey: 'notify.deletion.rejected',
                params: { note: staffNote },
                link: '/contact-us',
                email: 'deletionRejected',
                notify: true,
              })
            : null;
        return { staffNote, pending };
      }),
  );
}
