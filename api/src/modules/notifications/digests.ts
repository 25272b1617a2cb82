import { notifications, users } from '@cf/db';
import { and, asc, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DepsOf } from '../../deps';
import { digestEmail } from './emails';
import { notificationText } from './text';

/** Notifications listed in one digest e-mail; the rest are counted ("and 3 more"). */
export const DIGEST_MAX_ITEMS = 20;
const BATCH = 100;

export type DigestDeps = DepsOf<'db' | 'mailer'>;

/**
 * How long since the last digest makes a user due. An hour of slack: the daily run at 07:00 must
 * find yesterday's digest, sent a few seconds after 07:00, due again.
 */
const periodOf = sql`(case ${users.notificationFrequency} when 'daily' then interval '1 day' when 'weekly' then interval '7 days' else interval '1 month' end)`;
const dueCondition = (now: Date) =>
  and(
    eq(users.status, 'active'),
    inArray(users.notificationFrequency, ['daily', 'weekly', 'monthly']),
    or(isNull(users.lastDigestAt), lte(users.lastDigestAt, sql`${now.toISOString()}::timestamptz - ${periodOf} + interval '1 hour'`)),
  );

const pendingOf = (userId: string | ReturnType<typeof sql>, now: Date) =>
  and(eq(notifications.userId, userId), isNull(notifications.readAt), isNull(notifications.emailedAt), lte(notifications.createdAt, now));

/** Sends one user's digest if they are still due; the user row lock makes concurrent runs send it once. */
async function sendDigest(deps: DigestDeps, userId: string, now: Date): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lang: users.notificationLanguage,
        frequency: users.notificationFrequency,
      })
      .from(users)
      .where(and(eq(users.id, userId), dueCondition(now)))
      .for('update');
    if (!user) return 0;
    const pending = await tx
      .select()
      .from(notifications)
      .where(pendingOf(user.id, now))
      .orderBy(desc(notifications.createdAt), desc(notifications.id));
    if (pending.length === 0) return 0;
    const listed = pending.slice(0, DIGEST_MAX_ITEMS);
    await deps.mailer.send(
      {
        to: user.email,
        userId: user.id,
        lang: user.lang,
        template: digestEmail,
        vars: {
          firstName: user.firstName,
          frequency: user.frequency as 'daily' | 'weekly' | 'monthly',
          items: listed.map((n) => notificationText(user.lang, n)),
          more: pending.length - listed.length,
        },
      },
      tx,
    );
    await tx
      .update(notifications)
      .set({ emailedAt: now })
      .where(
        inArray(
          notifications.id,
          pending.map((n) => n.id),
        ),
      );
    await tx.update(users).set({ lastDigestAt: now }).where(eq(users.id, user.id));
    return pending.length;
  });
}

/**
 * The notification digest (spec §9: daily, weekly, monthly or never): each due user with unread
 * notifications not e-mailed yet gets one e-mail in their notification language; the
 * notifications are marked e-mailed and lastDigestAt set in the same transaction. Idempotent:
 * running it twice at the same "now" sends nothing the second time.
 */
export async function sendDigests(deps: DigestDeps, now: Date = new Date()): Promise<{ emails: number; notifications: number }> {
  let cursor = '00000000-0000-0000-0000-000000000000';
  let emails = 0;
  let listed = 0;
  for (;;) {
    const candidates = await deps.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          gt(users.id, cursor),
          dueCondition(now),
          sql`exists (select 1 from ${notifications} where ${pendingOf(sql`${users.id}`, now)})`,
        ),
      )
      .orderBy(asc(users.id))
      .limit(BATCH);
    for (const { id } of candidates) {
      const count = await sendDigest(deps, id, now);
      if (count > 0) {
        emails++;
        listed += count;
      }
    }
    if (candidates.length < BATCH) break;
    cursor = candidates[candidates.length - 1]!.id;
  }
  return { emails, notifications: listed };
}
