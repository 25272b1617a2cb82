import { type Database, notifications } from '@cf/db';
import { PAGE_SIZE } from '@cf/domain';
import { getT } from '@cf/i18n';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DepsOf } from '../../deps';
import type { Realtime } from '../../lib/realtime';
import { notificationText } from './text';

export type NewNotification = {
  userId: string;
  /** What it is about (accreditation, kyc, follow, campaign-update...). */
  type: string;
  /** i18n key of the sentence, with its parameters: shown in the reader's language. */
  messageKey: string;
  params?: Record<string, string | number>;
  thumbnail?: string | null;
  link?: string | null;
};

export type NotificationRow = typeof notifications.$inferSelect;

export type { Realtime };

/** The `notification` event: the documented shape, plus the key the real-time layer translates. */
export type NotificationPush = {
  id: number;
  type: string;
  messageKey: string;
  params: Record<string, string | number>;
  text: string;
  thumbnail: string | null;
  link: string | null;
  createdAt: Date;
  unreadCount: number;
};

/**
 * Stores a notification (nothing is pushed: see notifyUser). Pass the transaction when the
 * notification belongs to a change.
 */
export async function createNotification(db: Database, notification: NewNotification) {
  return (await createNotifications(db, [notification]))[0]!;
}

/** A notification's stored row: its English text is kept for anything that reads it outside a request. */
const rowOf = (notification: NewNotification) => ({
  userId: notification.userId,
  type: notification.type,
  messageKey: notification.messageKey,
  params: notification.params ?? {},
  text: String(getT('en')(notification.messageKey, notification.params ?? {})),
  thumbnail: notification.thumbnail ?? null,
  link: notification.link ?? null,
});

/** Stores several notifications in one statement (same rules as createNotification). */
export async function createNotifications(db: Database, list: NewNotification[]): Promise<NotificationRow[]> {
  if (list.length === 0) return [];
  return db.insert(notifications).values(list.map(rowOf)).returning();
}

/**
 * createNotifications for many at once when the rows are not needed back (a settlement's or a
 * repayment's notices): one prepared statement fed one JSON value, not a parameter per cell.
 */
export async function storeNotifications(db: Database, list: NewNotification[]): Promise<void> {
  if (list.length === 0) return;
  const input = db.$with('input', {}).as(sql`select * from jsonb_to_recordset(${JSON.stringify(list.map(rowOf))}::text::jsonb)
    as t("userId" uuid, type text, "messageKey" text, params jsonb, text text, thumbnail text, link text)`);
  const stored = db.$with('stored', {}).as(sql`
    insert into ${notifications} (user_id, type, message_key, params, text, thumbnail, link)
    select "userId", type, "messageKey", params, text, thumbnail, link from input
    returning 1`);
  await db
    .with(input, stored)
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(sql`stored`)
    .prepare('notifications_store')
    .execute();
}

const unreadQueries = new WeakMap<Database, ReturnType<typeof prepareUnread>>();
const prepareUnread = (db: Database) =>
  db
    .select({ value: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, sql.placeholder('userId')), isNull(notifications.readAt)))
    .prepare('notifications_unread_count');

/** Unread notifications of a user: one query on notifications_unread_idx (prepared per database). */
export async function countUnread(db: Database, userId: string): Promise<number> {
  let query = unreadQueries.get(db);
  if (!query) {
    query = prepareUnread(db);
    unreadQueries.set(db, query);
  }
  const [row] = await query.execute({ userId });
  return Number(row?.value ?? 0);
}

export type NotificationView = {
  id: number;
  type: string;
  text: string;
  thumbnail: string | null;
  link: string | null;
  read: boolean;
  createdAt: Date;
};

export const toView = (row: NotificationRow, lang: string): NotificationView => ({
  id: row.id,
  type: row.type,
  text: notificationText(lang, row),
  thumbnail: row.thumbnail,
  link: row.link,
  read: row.readAt !== null,
  createdAt: row.createdAt,
});

/** One page of a user's notifications, newest first, in the reader's language. */
export async function listNotifications(db: Database, userId: string, page: number, lang: string) {
  const limit = PAGE_SIZE.notifications;
  const mine = eq(notifications.userId, userId);
  const [rows, [total], unreadCount] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ value: count() }).from(notifications).where(mine),
    countUnread(db, userId),
  ]);
  return { items: rows.map((r) => toView(r, lang)), total: Number(total?.value ?? 0), page, limit, unreadCount };
}

/**
 * Marks the user's notifications read: the given ids, or all. Ids of other users' notifications
 * are ignored (the user id is part of the condition), never touched.
 */
export async function markRead(db: Database, userId: string, ids: number[] | undefined, now = new Date()): Promise<number> {
  if (ids && ids.length === 0) return 0;
  const conditions = [eq(notifications.userId, userId), isNull(notifications.readAt)];
  if (ids) conditions.push(inArray(notifications.id, ids));
  const updated = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(...conditions))
    .returning({ id: notifications.id });
  return updated.length;
}

/** What code that notifies uses: the database and the real-time push (the app, or a test double). */
export type Notifier = DepsOf<'db' | 'realtime'>;

/** The push for a stored notification, with the user's unread count after it. */
export async function pushNotification(deps: Notifier, row: NotificationRow): Promise<void> {
  deps.realtime.emitToUser(row.userId, 'notification', toPush(row, await countUnread(deps.db, row.userId)));
}

/** The `notification` event of a stored notification, with the user's unread count. */
export const toPush = (row: NotificationRow, unreadCount: number): NotificationPush => ({
  id: row.id,
  type: row.type,
  messageKey: row.messageKey,
  params: row.params,
  text: row.text,
  thumbnail: row.thumbnail,
  link: row.link,
  createdAt: row.createdAt,
  unreadCount,
});

export type PendingNotification = {
  row: NotificationRow;
  /** Pushes it to the user's open tabs: call after the transaction commits. */
  emit: () => Promise<void>;
};

/**
 * Creates a notification inside the caller's transaction and returns a push to send after the
 * commit (a rolled-back change must not reach a browser):
 *
 *   const pending = await deps.db.transaction(async (tx) => { ...; return notifyUser(deps, tx, n); });
 *   await pending.emit();
 */
export async function notifyUser(deps: Notifier, tx: Database, notification: NewNotification): Promise<PendingNotification> {
  const row = await createNotification(tx, notification);
  return {
    row,
    emit: async () => {
      try {
        await pushNotification(deps, row);
      } catch {
        // The notification is stored; a tab that missed the push sees it on its next load.
      }
    },
  };
}
