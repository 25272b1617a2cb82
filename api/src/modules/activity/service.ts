import { activityLog, campaigns, type ActivityType, type Database } from '@cf/db';
import { PROFILE_LIMITS } from '@cf/domain';
import type { TFunction } from '@cf/i18n';
import { count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { moneyFormatter } from '../notifications/index';
import { activityText, currenciesOf } from './translate';
import { readPage } from '../../lib/pagination';

export type ActivityEntry = {
  userId: string;
  type: ActivityType;
  messageKey: string;
  /** Interpolated into the sentence when shown; `amountMinor` with `currency` is shown as {{amount}}. */
  params?: Record<string, string | number> | SQL;
  ip?: string | null;
};

/** The insert of an entry: awaited on its own, or run as a CTE of another statement (no extra round trip). */
export function activityInsert(db: Database, entry: ActivityEntry) {
  return db.insert(activityLog).values({
    userId: entry.userId,
    type: entry.type,
    messageKey: entry.messageKey,
    params: entry.params ?? {},
    ip: entry.ip ?? null,
  });
}

/**
 * Records an entry of the user's activity log (spec §3). The sentence is an i18n key
 * (`identity.activity.*` etc.) with parameters, translated when the log is shown.
 */
export async function recordActivity(db: Database, entry: ActivityEntry): Promise<void> {
  await activityInsert(db, entry);
}

/**
 * An action on a campaign ("You added a FAQ to {{campaign}}."), its name read by the insert
 * itself: one statement whatever the caller already knows.
 */
export async function recordCampaignActivity(
  db: Database,
  entry: Omit<ActivityEntry, 'params'> & { campaignId: number; params?: Record<string, string | number> },
): Promise<void> {
  const name = sql`(select coalesce(${campaigns.companyName}, ${campaigns.campaignName}, '') from ${campaigns} where ${campaigns.id} = ${entry.campaignId})`;
  const params = sql`jsonb_build_object('campaign', ${name}) || ${JSON.stringify(entry.params ?? {})}::jsonb`;
  await activityInsert(db, { ...entry, params });
}

/**
 * The "investment paid" entry as a CTE for the statement that records the sale (investments'
 * sell()), so the invest path pays no extra round trip for it.
 */
export function investmentPaidActivity(
  tx: Database,
  investment: { investorId: string; campaignId: number; amount: number; currency: string },
) {
  const name = sql`(select coalesce(${campaigns.companyName}, ${campaigns.campaignName}, '') from ${campaigns} where ${campaigns.id} = ${investment.campaignId})`;
  const params = sql`jsonb_build_object('campaign', ${name}, 'amountMinor', ${investment.amount}::bigint, 'currency', ${investment.currency}::text)`;
  return tx.$with('activity_logged').as(
    activityInsert(tx, {
      userId: investment.investorId,
      type: 'investment',
      messageKey: 'identity.activity.investmentPaid',
      params,
    }).returning({
      id: activityLog.id,
    }),
  );
}

/** GET /user-activity: only the caller's own entries, newest first. */
export async function listActivity(
  db: Database,
  userId: string,
  query: { page: number; limit?: number | undefined },
  t: TFunction,
  lang: string,
) {
  const limit = query.limit ?? PROFILE_LIMITS.activityPageSize;
  const { rows, total } = await readPage(
    { page: query.page, limit },
    db.select().from(activityLog).where(eq(activityLog.userId, userId)).orderBy(desc(activityLog.createdAt), desc(activityLog.id)),
    db.select({ n: count() }).from(activityLog).where(eq(activityLog.userId, userId)),
  );
  // One query for the currencies of the page's amounts (none when it shows no money).
  const format = await moneyFormatter(db, currenciesOf(rows));
  return {
    items: rows.map((r) => ({ id: r.id, type: r.type, text: activityText(t, r, (m) => format(m, lang)), createdAt: r.createdAt })),
    total,
    page: query.page,
    limit,
  };
}
