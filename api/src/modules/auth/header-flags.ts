import { campaignReservations, notifications, savedInvestments, shareCertificates, users } from '@cf/db';
import { sql } from 'drizzle-orm';

/**
 * The per-user facts behind the header dropdown, read on every signed-in page, as columns of the
 * user's row (GET /users/me reads them in its one query): a live certificate, a saved investment,
 * a live reservation, the unread notifications. Each is an indexed lookup on the user's id.
 */
export const headerFlagColumns = {
  hasShareCertificates: sql<boolean>`exists (select 1 from ${shareCertificates} where ${shareCertificates.holderId} = ${users.id} and ${shareCertificates.voidedAt} is null)`,
  hasSavedInvestments: sql<boolean>`exists (select 1 from ${savedInvestments} where ${savedInvestments.userId} = ${users.id})`,
  hasReservations: sql<boolean>`exists (select 1 from ${campaignReservations} where ${campaignReservations.userId} = ${users.id} and ${campaignReservations.cancelledAt} is null)`,
  unreadNotifications: sql<number>`(select count(*)::int from ${notifications} where ${notifications.userId} = ${users.id} and ${notifications.readAt} is null)`,
};
