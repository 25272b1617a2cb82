import type { Database } from '@cf/db';
import { hasLiveCertificate } from '../certificates/index';
import { countUnread } from '../notifications/index';
import { hasSavedInvestments } from '../saved-investments/index';

/**
 * The per-user facts behind the header dropdown, read on every signed-in page: three indexed
 * prepared queries (live certificates, saved investments, unread notifications), sent together.
 */
export async function headerFlags(db: Database, userId: string) {
  const [certificates, saved, unreadNotifications] = await Promise.all([
    hasLiveCertificate(db, userId),
    hasSavedInvestments(db, userId),
    countUnread(db, userId),
  ]);
  return { hasShareCertificates: certificates, hasSavedInvestments: saved, unreadNotifications };
}
