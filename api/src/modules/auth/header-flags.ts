import type { Database } from '@cf/db';
import { hasLiveCertificate } from '../certificates/index';
import { countUnread } from '../notifications/index';
import { hasSavedInvestments } from '../saved-investments/index';

/**
 * The per-user facts behind the header dropdown. Share certificates and saved investments arrive
 * with the money issue; until their tables exist a user has none of them, which is the truth, not
 * a placeholder. Unread notifications: one prepared query on notifications_unread_idx.
 */
export async function headerFlags(db: Database, userId: string) {
  return {
    hasShareCertificates: await hasLiveCertificate(db, userId),
    // One prepared query on saved_investments_user_idx.
    hasSavedInvestments: await hasSavedInvestments(db, userId),
    unreadNotifications: await countUnread(db, userId),
  };
}
