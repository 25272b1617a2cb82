import { type Database, deletionRequests } from '@cf/db';
import { ConflictError } from '@cf/domain';
import { and, desc, eq } from 'drizzle-orm';
import { recordActivity } from '../activity/index';
import type { Mailer } from '../../lib/mail/mailer';
import { assertNoOpenMoney } from '../investments/index';
import { confirmPassword, isUniqueViolation } from '../profile/index';
import { deletionReceivedTemplate } from './emails';

export { anonymiseUser, deletedEmail, DELETED_NAME } from './anonymise';

export type DeletionDeps = { db: Database; mailer: Mailer };

const alreadyPending = () => new ConflictError('identity.deletion.alreadyPending');

/** The caller's latest request (pending, completed or rejected), or null. */
export async function latestRequest(db: Database, userId: string) {
  const [row] = await db
    .select({ id: deletionRequests.id, status: deletionRequests.status, createdAt: deletionRequests.createdAt })
    .from(deletionRequests)
    .where(eq(deletionRequests.userId, userId))
    .orderBy(desc(deletionRequests.createdAt), desc(deletionRequests.id))
    .limit(1);
  return row ?? null;
}

/**
 * POST /users/request-delete-account: the password is asked again; one pending request at a time
 * (409 otherwise); the user gets an e-mail confirming receipt. Staff handle it in the console.
 */
export async function requestDeletion(deps: DeletionDeps, userId: string, input: { password: string; reason: string | null }, ip: string) {
  const user = await confirmPassword(deps.db, userId, input.password);
  await assertNoOpenMoney(deps.db, userId);
  try {
    return await deps.db.transaction(async (tx) => {
      const [pending] = await tx
        .select({ id: deletionRequests.id })
        .from(deletionRequests)
        .where(and(eq(deletionRequests.userId, userId), eq(deletionRequests.status, 'pending')))
        .limit(1);
      if (pending) throw alreadyPending();
      const [row] = await tx
        .insert(deletionRequests)
        .values({ userId, userEmail: user.email, reason: input.reason })
        .returning({ id: deletionRequests.id, status: deletionRequests.status, createdAt: deletionRequests.createdAt });
      await deps.mailer.send(
        { to: user.email, userId, lang: user.notificationLanguage, template: deletionReceivedTemplate, vars: { name: user.firstName } },
        tx,
      );
      await recordActivity(tx, { userId, type: 'security', messageKey: 'identity.activity.deletionRequested', ip });
      return row!;
    });
  } catch (err) {
    // Two requests at once: the partial unique index keeps one.
    if (isUniqueViolation(err, 'deletion_requests_one_pending')) throw alreadyPending();
    throw err;
  }
}
