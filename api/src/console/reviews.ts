import { accreditations, type ActivityType, type Database, kycParties, type ReviewStatus } from '@cf/db';
import { ConflictError, NotFoundError } from '@cf/domain';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordActivity } from '../modules/activity/index';
import { type DecisionEmailKind, informUser, recipientOf } from '../modules/notifications/index';
import { recordAudit } from '../lib/audit';
import type { DepsOf } from '../deps';

/** What this service uses (route handlers pass `app`; jobs and tests a plain object). */
export type ReviewDeps = DepsOf<'db' | 'mailer' | 'realtime'>;

/** KYC parties and accreditations share the review columns: status, decidedBy/At, reason. */
type ReviewTable = typeof kycParties | typeof accreditations;

export type ReviewKind = {
  resource: 'kyc' | 'accreditations';
  table: ReviewTable;
  activity: ActivityType;
  /** notify.<key>.approved / .declined; notify.activity.<key>Approved / Declined; e-mails <key>Approved... */
  key: 'kyc' | 'accreditation';
  /** The page of the site the user acts on. */
  link: string;
};

export const KYC_REVIEW: ReviewKind = { resource: 'kyc', table: kycParties, activity: 'kyc', key: 'kyc', link: '/user-kyc' };
export const ACCREDITATION_REVIEW: ReviewKind = {
  resource: 'accreditations',
  table: accreditations,
  activity: 'accreditation',
  key: 'accreditation',
  link: '/settings/investment-account',
};

type Decision = { status: Exclude<ReviewStatus, 'under-review'>; reason: string | null };

/**
 * A staff decision on a request under review, in one transaction: the status, who decided and
 * when, the reason; an entry in the user's activity log; a notification (pushed after the
 * commit) and an e-mail in the user's notification language; the audit entry.
 */
export async function decideReview(deps: ReviewDeps, request: FastifyRequest, kind: ReviewKind, id: number, decision: Decision) {
  // Both tables have these columns with the same types; the cast only names them once.
  const table = kind.table as typeof kycParties;
  const pending = await deps.db.transaction(async (tx: Database) => {
    const [before] = await tx
      .select({ id: table.id, userId: table.userId, status: table.status, reason: table.reason })
      .from(table)
      .where(eq(table.id, id))
      .for('update');
    if (!before) throw new NotFoundError();
    if (before.status !== 'under-review') throw new ConflictError('notify.errors.alreadyDecided');
    const decidedAt = new Date();
    const values = { status: decision.status, reason: decision.reason, decidedById: request.user!.id, decidedAt };
    await tx.update(table).set(values).where(eq(table.id, id));

    const approved = decision.status === 'approved';
    const params: Record<string, string> = approved ? {} : { reason: decision.reason ?? '' };
    await recordActivity(tx, {
      userId: before.userId,
      type: kind.activity,
      messageKey: `notify.activity.${kind.key}${approved ? 'Approved' : 'Declined'}`,
      params,
    });
    const user = await recipientOf(tx, before.userId);
    const push =
      user && user.status !== 'deleted'
        ? await informUser(deps, tx, user, {
            type: kind.key,
            messageKey: `notify.${kind.key}.${decision.status}`,
            params,
            link: kind.link,
            email: `${kind.key}${approved ? 'Approved' : 'Declined'}` as DecisionEmailKind,
            notify: true,
          })
        : null;
    await recordAudit(tx, request, {
      action: approved ? 'approve' : 'decline',
      resource: kind.resource,
      recordId: id,
      before: { status: before.status, reason: before.reason },
      after: values,
    });
    return push;
  });
  await pending?.emit();
}
