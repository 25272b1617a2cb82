import { type Database, userTokens, users } from '@cf/db';
import { ConflictError, NotFoundError, type OutsideLinksInput, PROFILE_LIMITS, type UpdateMeInput, ValidationError } from '@cf/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { randomToken, sha256 } from '../../lib/crypto';
import type { Mailer } from '../../lib/mail/mailer';
import type { FileStorage } from '../../providers/storage/index';
import { recordActivity } from '../activity/index';
import { emailChangeConfirmTemplate, emailChangedNoticeTemplate } from './emails';
import { checkProfileImage, type ProfileImageKind } from './images';
import { confirmPassword, isUniqueViolation } from './password';
import { linksOf, type OwnProfile, pickOwnProfile } from './schemas';

export type ProfileDeps = { db: Database; mailer: Mailer; storage: FileStorage; config: { publicUrl: string } };

/** Only what was sent: absent fields stay as they are (PATCH). */
const defined = <T extends Record<string, unknown>>(values: T) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;

const slugTaken = () => new ConflictError('identity.profile.slugTaken', [{ field: 'slug', message: 'identity.profile.slugTaken' }]);
const emailTaken = (field = 'newEmail') =>
  new ConflictError('identity.profile.emailTaken', [{ field, message: 'identity.profile.emailTaken' }]);

export async function ownProfile(db: Database, userId: string): Promise<OwnProfile> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new NotFoundError();
  return pickOwnProfile(user);
}

/** PATCH /users/updateMe: names, description, zip code, phone and slug (unique: 409 on slug). */
export async function updateMe(db: Database, userId: string, input: UpdateMeInput, ip: string): Promise<OwnProfile> {
  try {
    return await db.transaction(async (tx) => {
      const [other] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.slug, input.slug), ne(users.id, userId)))
        .limit(1);
      if (other) throw slugTaken();
      const [user] = await tx.update(users).set(defined(input)).where(eq(users.id, userId)).returning();
      if (!user) throw new NotFoundError();
      await recordActivity(tx, { userId, type: 'profile', messageKey: 'identity.activity.profileUpdated', ip });
      return pickOwnProfile(user);
    });
  } catch (err) {
    // Two users taking the same slug at once: the unique index decides.
    if (isUniqueViolation(err, 'users_slug_key')) throw slugTaken();
    throw err;
  }
}

/** Stores a checked photo or cover publicly and points the profile at it (the previous file may stay). */
export async function setProfileImage(
  deps: ProfileDeps,
  userId: string,
  kind: ProfileImageKind,
  bytes: Buffer,
  ip: string,
): Promise<string> {
  const image = await checkProfileImage(bytes, kind);
  const url = await deps.storage.putPublic(image.bytes, image.extension);
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set(kind === 'photo' ? { photo: url } : { coverPhoto: url })
      .where(eq(users.id, userId));
    await recordActivity(tx, {
      userId,
      type: 'profile',
      messageKey: kind === 'photo' ? 'identity.activity.photoUpdated' : 'identity.activity.coverUpdated',
      ip,
    });
  });
  return url;
}

export async function updateOutsideLinks(db: Database, userId: string, input: OutsideLinksInput, ip: string) {
  return db.transaction(async (tx) => {
    const changes = defined(input);
    const [user] =
      Object.keys(changes).length > 0
        ? await tx.update(users).set(changes).where(eq(users.id, userId)).returning()
        : await tx.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw new NotFoundError();
    await recordActivity(tx, { userId, type: 'profile', messageKey: 'identity.activity.linksUpdated', ip });
    return linksOf(user);
  });
}

/**
 * POST /users/change-email: the password is asked again; a single-use link valid 24 hours goes to
 * the new address. Nothing changes until it is followed. An earlier pending link stops working.
 */
export async function requestEmailChange(deps: ProfileDeps, userId: string, input: { password: string; newEmail: string }, ip: string) {
  const user = await confirmPassword(deps.db, userId, input.password);
  if (input.newEmail === user.email)
    throw new ValidationError([{ field: 'newEmail', message: 'identity.profile.emailUnchanged' }], 'identity.profile.emailUnchanged');
  const [taken] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, input.newEmail)).limit(1);
  if (taken) throw emailTaken();

  const token = randomToken();
  const hours = PROFILE_LIMITS.emailChangeTokenHours;
  await deps.db.transaction(async (tx) => {
    await tx
      .update(userTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, 'email-change'), isNull(userTokens.usedAt)));
    await tx.insert(userTokens).values({
      userId,
      purpose: 'email-change',
      tokenHash: sha256(token),
      data: { newEmail: input.newEmail },
      expiresAt: new Date(Date.now() + hours * 3600_000),
    });
    await deps.mailer.send(
      {
        to: input.newEmail,
        userId,
        lang: user.notificationLanguage,
        template: emailChangeConfirmTemplate,
        vars: { name: user.firstName, hours, token },
      },
      tx,
    );
    await recordActivity(tx, {
      userId,
      type: 'security',
      messageKey: 'identity.activity.emailChangeRequested',
      params: { newEmail: input.newEmail },
      ip,
    });
  });
  return { newEmail: input.newEmail };
}

const badLink = (key: string) => new ValidationError([{ field: 'token', message: key }], key);

/** POST /users/confirm-email-change: switches the address (409 if taken meanwhile) and tells the old one. */
export async function confirmEmailChange(deps: ProfileDeps, token: string, ip: string) {
  try {
    return await deps.db.transaction(async (tx) => {
      // Locked: two clicks on the same link cannot both use it.
      const [row] = await tx
        .select()
        .from(userTokens)
        .where(and(eq(userTokens.tokenHash, sha256(token)), eq(userTokens.purpose, 'email-change')))
        .limit(1)
        .for('update');
      if (!row) throw badLink('identity.profile.linkInvalid');
      if (row.usedAt) throw badLink('identity.profile.linkUsed');
      if (row.expiresAt.getTime() <= Date.now()) throw badLink('identity.profile.linkExpired');
      const newEmail = typeof row.data?.newEmail === 'string' ? row.data.newEmail : null;
      const [user] = await tx.select().from(users).where(eq(users.id, row.userId)).limit(1);
      if (!newEmail || !user || user.status === 'deleted') throw badLink('identity.profile.linkInvalid');

      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, newEmail), ne(users.id, user.id)))
        .limit(1);
      if (taken) throw emailTaken('email');

      await tx.update(userTokens).set({ usedAt: new Date() }).where(eq(userTokens.id, row.id));
      await tx.update(users).set({ email: newEmail, emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
      await deps.mailer.send(
        {
          to: user.email,
          userId: user.id,
          lang: user.notificationLanguage,
          template: emailChangedNoticeTemplate,
          vars: { name: user.firstName, newEmail },
        },
        tx,
      );
      await recordActivity(tx, {
        userId: user.id,
        type: 'security',
        messageKey: 'identity.activity.emailChanged',
        params: { newEmail },
        ip,
      });
      return { email: newEmail };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_key')) throw emailTaken('email');
    throw err;
  }
}

export type { ProfileImageKind };
