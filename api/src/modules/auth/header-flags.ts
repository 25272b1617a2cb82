import type { Database } from '@cf/db';
import { countUnread } from '../notifications/index';

/**
 * The per-user facts behind the header dropdown. Share certificates and saved investments arrive
 * with the money issue; until their tables exist a user has none of them, which is the truth, not
 * a placeholder. Unread notifications: one prepared query on notifications_unread_idx.
 */
export async function headerFlags(db: Database, userId: string) {
  return { hasShareCertificates: false, hasSavedInvestments: false, unreadNotifications: await countUnread(db, userId) };
}
