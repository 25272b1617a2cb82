import {
  activityLog,
  contactInquiries,
  type Database,
  emailPreferences,
  follows,
  invites,
  newsletterSubscribers,
  notifications,
  recoveryCodes,
  sessions,
  socialIdentities,
  userTokens,
  users,
} from '@cf/db';
import { NotFoundError } from '@cf/domain';
import { and, eq, isNull, or } from 'drizzle-orm';
import { assertNoOpenMoney } from '../investments/index';

/** The name a deleted account shows wherever it is still referenced ("Deleted user"). */
export const DELETED_NAME = { firstName: 'Deleted', lastName: 'user' } as const;
export const deletedEmail = (userId: string) => `deleted-${userId}@invalid`;

/**
 * Erases a user's personal data and closes the account, in the caller's transaction (the console's
 * "complete" action calls it with its audit entry). The row stays, anonymised, so records the law
 * requires us to keep still point at it: the audit log, contact inquiries' text, deletion requests
 * and, later, investments and transactions; investor profile, accreditation and KYC records are
 * identity-verification (AML) records and are kept too.
 *
 * After it: the user cannot log in (no password, status 'deleted', address changed), every token
 * is revoked, and the public profile is not found.
 */
export async function anonymiseUser(tx: Database, userId: string): Promise<void> {
  const [user] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId)).limit(1).for('update');
  if (!user) throw new NotFoundError();
  // Money may have arrived since the request: the account keeps its data until it is paid out.
  await assertNoOpenMoney(tx, userId);
  const now = new Date();
  await tx
    .update(users)
    .set({
      ...DELETED_NAME,
      email: deletedEmail(userId),
      slug: `deleted-${userId}`,
      phoneNumber: null,
      photo: null,
      coverPhoto: null,
      description: null,
      zipcode: null,
      facebook: null,
      twitter: null,
      linkedin: null,
      youtube: null,
      website: null,
      passwordHash: null,
      twoFactorSecret: null,
      twoFactorLastStep: null,
      enableTwoFactorAuth: false,
      emailVerifiedAt: null,
      status: 'deleted',
    })
    .where(eq(users.id, userId));
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await tx.delete(socialIdentities).where(eq(socialIdentities.userId, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.delete(userTokens).where(eq(userTokens.userId, userId));
  await tx.delete(follows).where(or(eq(follows.followerId, userId), eq(follows.followingId, userId)));
  await tx.delete(emailPreferences).where(eq(emailPreferences.userId, userId));
  await tx.delete(invites).where(eq(invites.inviterId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(activityLog).where(eq(activityLog.userId, userId));
  await tx.delete(newsletterSubscribers).where(or(eq(newsletterSubscribers.userId, userId), eq(newsletterSubscribers.email, user.email)));
  // The inquiry's text is kept; who sent it is not.
  await tx
    .update(contactInquiries)
    .set({ name: `${DELETED_NAME.firstName} ${DELETED_NAME.lastName}`, email: deletedEmail(userId) })
    .where(eq(contactInquiries.userId, userId));
}
