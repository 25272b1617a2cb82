import { activityLog, type ActivityType, type Database } from '@cf/db';
import { PROFILE_LIMITS } from '@cf/domain';
import type { TFunction } from '@cf/i18n';
import { count, desc, eq } from 'drizzle-orm';
import { activityText } from './translate';
import { readPage } from '../../lib/pagination';

/**
 * Records an entry of the user's activity log (spec §3). The sentence is an i18n key
 * (`identity.activity.*` etc.) with parameters, translated when the log is shown.
 */
export async function recordActivity(
  db: Database,
  entry: { userId: string; type: ActivityType; messageKey: string; params?: Record<string, string | number>; ip?: string | null },
): Promise<void> {
  await db.insert(activityLog).values({
    userId: entry.userId,
    type: entry.type,
    messageKey: entry.messageKey,
    params: entry.params ?? {},
    ip: entry.ip ?? null,
  });
}

/** GET /user-activity: only the caller's own entries, newest first. */
export async function listActivity(db: Database, userId: string, query: { page: number; limit?: number | undefined }, t: TFunction) {
  const limit = query.limit ?? PROFILE_LIMITS.activityPageSize;
  const { rows, total } = await readPage(
    { page: query.page, limit },
    db.select().from(activityLog).where(eq(activityLog.userId, userId)).orderBy(desc(activityLog.createdAt), desc(activityLog.id)),
    db.select({ n: count() }).from(activityLog).where(eq(activityLog.userId, userId)),
  );
  return {
    items: rows.map((r) => ({ id: r.id, type: r.type, text: activityText(t, r), createdAt: r.createdAt })),
    total,
    page: query.page,
    limit,
  };
}
