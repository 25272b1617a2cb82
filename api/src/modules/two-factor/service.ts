import { type Database, siteSettings, users } from '@cf/db';
import { ConflictError, NotFoundError, ValidationError } from '@cf/domain';
import { verifyPassword } from '@cf/domain/password';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { decryptSecret, encryptSecret } from '../../lib/crypto';
import { recordActivity } from '../activity/index';
import { deleteRecoveryCodes, recoveryCodesLeft, replaceRecoveryCodes, useRecoveryCode } from './recovery-codes';
import { enrolment, matchingStep, newTotpSecret } from './totp';
import type { DepsOf } from '../../deps';

/** What this service uses (route handlers pass `app`; jobs and tests a plain object). */
export type TwoFactorDeps = DepsOf<'db' | 'config'>;

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
export async function acceptTotp(deps: TwoFactorDeps, user: UserRow, code: string): Promise<boolean> {
  if (!user.twoFactorSecret) return false;
  const step = await matchingStep(decryptSecret(user.twoFactorSecret, deps.config.encryptionKey), code, user.twoFactorLastStep);
  if (step === null) return false;
  const rows = await deps.db
    .update(users)
    .set({ twoFactorLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.twoFactorLastStep), lt(users.twoFactorLastStep, step))))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** A current TOTP code, or an unused recovery code (xxxx-xxxx). */
export async function acceptCodeOrRecovery(deps: TwoFactorDeps, user: UserRow, raw: string): Promise<boolean> {
  const compact = raw.replace(/[\s-]/g, '').toLowerCase();
  if (/^\d{6}$/.test(compact)) return acceptTotp(deps, user, compact);
  if (/^[a-z0-9]{8}$/.test(compact))
    return useRecoveryCode(deps.db, user.id, `${compact.slice(0, 4)}-${compact.slice(4)}`, deps.config.encryptionKey);
  throw new ValidationError([{ field: 'code', message: 'auth.validation.codeFormat' }]);
}

export const wrongCode = () => new ValidationError([{ field: 'code', message: 'auth.errors.codeWrong' }], 'auth.errors.codeWrong');

export async function twoFactorStatus(deps: TwoFactorDeps, userId: string) {
  const user = await loadUser(deps.db, userId);
  return { enabled: user.enableTwoFactorAuth, recoveryCodesLeft: user.enableTwoFactorAuth ? await recoveryCodesLeft(deps.db, userId) : 0 };
}

/**
 * A new pending secret (two-factor stays off until a code from it is entered). With two-factor on,
 * the active secret is never replaced here: it is turned off first.
 */
export async function newPendingSecret(deps: TwoFactorDeps, user: UserRow) {
  if (user.enableTwoFactorAuth) throw new ConflictError('auth.errors.twoFactorAlreadyEnabled');
  const secret = newTotpSecret();
  await deps.db
    .update(users)
    .set({ twoFactorSecret: encryptSecret(secret, deps.config.encryptionKey), twoFactorLastStep: null })
    .where(eq(users.id, user.id));
  return enrolmentFor(deps, user, secret);
}

/** The pending secret if there is one (the set-up page may be loaded twice), else a new one. */
export async function pendingSecret(deps: TwoFactorDeps, user: UserRow) {
  if (!user.enableTwoFactorAuth && user.twoFactorSecret)
    return enrolmentFor(deps, user, decryptSecret(user.twoFactorSecret, deps.config.encryptionKey));
  return newPendingSecret(deps, user);
}

async function enrolmentFor(deps: TwoFactorDeps, user: UserRow, secret: string) {
  const [site] = await deps.db.select({ siteName: siteSettings.siteName }).from(siteSettings).limit(1);
  return enrolment({ issuer: site?.siteName ?? 'Fundright', label: user.email, secret });
}

/** Turns two-factor on with a code from the pending secret; returns the recovery codes (shown once). */
export async function enableTwoFactor(deps: TwoFactorDeps, user: UserRow, code: string, ip: string): Promise<string[] | null> {
  if (user.enableTwoFactorAuth) throw new ConflictError('auth.errors.twoFactorAlreadyEnabled');
  if (!user.twoFactorSecret) throw new ValidationError([], 'auth.errors.twoFactorNotStarted');
  if (!(await acceptTotp(deps, user, code))) return null;
  return deps.db.transaction(async (tx) => {
    await tx.update(users).set({ enableTwoFactorAuth: true }).where(eq(users.id, user.id));
    await recordActivity(tx, { userId: user.id, type: 'security', messageKey: 'auth.activity.twoFactorEnabled', ip });
    return replaceRecoveryCodes(tx, user.id, deps.config.encryptionKey);
  });
}

export async function disableTwoFactor(
  deps: TwoFactorDeps,
  userId: string,
  input: { password: string; code: string },
  ip: string,
): Promise<void> {
  const user = await loadUser(deps.db, userId);
  if (!user.enableTwoFactorAuth) throw new ConflictError('auth.errors.twoFactorNotEnabled');
  await checkPassword(user, input.password);
  if (!(await acceptCodeOrRecovery(deps, user, input.code))) throw wrongCode();
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ enableTwoFactorAuth: false, twoFactorSecret: null, twoFactorLastStep: null }).where(eq(users.id, userId));
    await deleteRecoveryCodes(tx, userId);
    await recordActivity(tx, { userId, type: 'security', messageKey: 'auth.activity.twoFactorDisabled', ip });
  });
}

export async function renewRecoveryCodes(
  deps: TwoFactorDeps,
  userId: string,
  input: { password: string; code: string },
  ip: string,
): Promise<string[]> {
  const user = await loadUser(deps.db, userId);
  if (!user.enableTwoFactorAuth) throw new ConflictError('auth.errors.twoFactorNotEnabled');
  await checkPassword(user, input.password);
  if (!(await acceptCodeOrRecovery(deps, user, input.code))) throw wrongCode();
  return deps.db.transaction(async (tx) => {
    await recordActivity(tx, { userId, type: 'security', messageKey: 'auth.activity.recoveryCodesRenewed', ip });
    return replaceRecoveryCodes(tx, userId, deps.config.encryptionKey);
  });
}
