import { type Database, siteSettings, users } from '@cf/db';
import { ConflictError, NotFoundError, ValidationError } from '@cf/domain';
import { verifyPassword } from '@cf/domain/password';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { decryptSecret, encryptSecret } from '../../lib/crypto';
import type { App } from '../../types';
import { recordActivity } from '../activity/service';
import { deleteRecoveryCodes, recoveryCodesLeft, replaceRecoveryCodes, useRecoveryCode } from './recovery-codes';
import { enrolment, matchingStep, newTotpSecret } from './totp';

export type UserRow = typeof users.$inferSelect;

export async function loadUser(db: Database, userId: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new NotFoundError();
  return user;
}

/** Sensitive changes ask for the password again. */
export async function checkPassword(user: UserRow, password: string): Promise<void> {
  if (!user.passwordHash) throw new ValidationError([{ field: 'password', message: 'auth.errors.noPassword' }], 'auth.errors.noPassword');
  if (!(await verifyPassword(user.passwordHash, password)))
    throw new ValidationError([{ field: 'password', message: 'auth.errors.passwordWrong' }], 'auth.errors.passwordWrong');
}

/**
 * Checks a TOTP code against the user's secret and, when it matches, records its time step in the
 * same statement that checks it is newer than the last one: a code works once, even when two
 * requests race.
 */
export async function acceptTotp(app: App, user: UserRow, code: string): Promise<boolean> {
  if (!user.twoFactorSecret) return false;
  const step = await matchingStep(decryptSecret(user.twoFactorSecret, app.config.encryptionKey), code, user.twoFactorLastStep);
  if (step === null) return false;
  const rows = await app.db
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step))))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** A current TOTP code, or an unused recovery code (xxxx-xxxx). */
export async function acceptCodeOrRecovery(app: App, user: UserRow, raw: string): Promise<boolean> {
  const compact = raw.replace(/[\s-]/g, '').toLowerCase();
  if (/^\d{6}$/.test(compact)) return acceptTotp(app, user, compact);
  if (/^[a-z0-9]{8}$/.test(compact))
    return useRecoveryCode(app.db, user.id, `${compact.slice(0, 4)}-${compact.slice(4)}`, app.config.encryptionKey);
  throw new ValidationError([{ field: 'code', message: 'auth.validation.codeFormat' }]);
}

export const wrongCode = () => new ValidationError([{ field: 'code', message: 'auth.errors.codeWrong' }], 'auth.errors.codeWrong');

export async function twoFactorStatus(app: App, userId: string) {
  const user = await loadUser(app.db, userId);
  return { enabled: user.enableTwoFactorAuth, recoveryCodesLeft: user.enableTwoFactorAuth ? await recoveryCodesLeft(app.db, userId) : 0 };
}

/**
 * A new pending secret (two-factor stays off until a code from it is entered). With two-factor on,
 * the active secret is never replaced here: it is turned off first.
 */
export async function newPendingSecret(app: App, user: UserRow) {
  if (user.enableTwoFactorAuth) throw new ConflictError('auth.errors.twoFactorAlreadyEnabled');
  const secret = newTotpSecret();
  await app.db
    .update(users)
    .set({ twoFactorSecret: encryptSecret(secret, app.config.encryptionKey), twoFactorLastStep: null })
    .where(eq(users.id, user.id));
  return enrolmentFor(app, user, secret);
}

/** The pending secret if there is one (the set-up page may be loaded twice), else a new one. */
export async function pendingSecret(app: App, user: UserRow) {
  if (!user.enableTwoFactorAuth && user.twoFactorSecret)
    return enrolmentFor(app, user, decryptSecret(user.twoFactorSecret, app.config.encryptionKey));
  return newPendingSecret(app, user);
}

async function enrolmentFor(app: App, user: UserRow, secret: string) {
  const [site] = await app.db.select({ siteName: siteSettings.siteName }).from(siteSettings).limit(1);
  return enrolment({ issuer: site?.siteName ?? 'Fundright', label: user.email, secret });
}

/** Turns two-factor on with a code from the pending secret; returns the recovery codes (shown once). */
export async function enableTwoFactor(app: App, user: UserRow, code: string, ip: string): Promise<string[] | null> {
  if (user.enableTwoFactorAuth) throw new ConflictError('auth.errors.twoFactorAlreadyEnabled');
  if (!user.twoFactorSecret) throw new ValidationError([], 'auth.errors.twoFactorNotStarted');
  if (!(await acceptTotp(app, user, code))) return null;
  return app.db.transaction(async (tx) => {
    await tx.update(users).set({ enableTwoFactorAuth: true }).where(eq(users.id, user.id));
    await recordActivity(tx, { userId: user.id, type: 'security', messageKey: 'auth.activity.twoFactorEnabled', ip });
    return replaceRecoveryCodes(tx, user.id, app.config.encryptionKey);
  });
}

export async function disableTwoFactor(app: App, userId: string, input: { password: string; code: string }, ip: string): Promise<void> {
  const user = await loadUser(app.db, userId);
  if (!user.enableTwoFactorAuth) throw new ConflictError('auth.errors.twoFactorNotEnabled');
  await checkPassword(user, input.password);
  if (!(await acceptCodeOrRecovery(app, user, input.code))) throw wrongCode();
  await app.db.transaction(async (tx) => {
    await tx.update(users).set({ enableTwoFactorAuth: false, twoFactorSecret: null, twoFactorLastStep: null }).where(eq(users.id, userId));
    await deleteRecoveryCodes(tx, userId);
    await recordActivity(tx, { userId, type: 'security', messageKey: 'auth.activity.twoFactorDisabled', ip });
  });
}

export async function renewRecoveryCodes(
  app: App,
  userId: string,
  input: { password: string; code: string },
  ip: string,
): Promise<string[]> {
  const user = await loadUser(app.db, userId);
  if (!user.enableTwoFactorAuth) throw new ConflictError('auth.errors.twoFactorNotEnabled');
  await checkPassword(user, input.password);
  if (!(await acceptCodeOrRecovery(app, user, input.code))) throw wrongCode();
  return app.db.transaction(async (tx) => {
    await recordActivity(tx, { userId, type: 'security', messageKey: 'auth.activity.recoveryCodesRenewed', ip });
    return replaceRecoveryCodes(tx, userId, app.config.encryptionKey);
  });
}
