import { users } from '@cf/db';
import { ACCOUNT_RULES, ValidationError } from '@cf/domain';
import { hashPassword, verifyPassword } from '@cf/domain/password';
import { eq } from 'drizzle-orm';
import { recordActivity } from '../activity/index';
import { consumeUserToken, issueUserToken, retireUserTokens, revokeAllSessions } from '../auth/index';
import { assertPasswordAllowed } from '../signup/index';
import { loadUser, type UserRow } from '../two-factor/index';
import { passwordChangedEmail, passwordResetEmail } from './emails';
import type { DepsOf } from '../../deps';

/** What this service uses (route handlers pass `app`; jobs and tests a plain object). */
export type PasswordDeps = DepsOf<'db' | 'mailer'>;

/** Sends a reset link to an active account; says nothing either way (the answer is always 200). */
export async function forgotPassword(deps: PasswordDeps, email: string): Promise<void> {
  const [user] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user || user.status !== 'active') return;
  await deps.db.transaction(async (tx) => {
    // Only the newest link works.
    await retireUserTokens(tx, user.id, 'password-reset');
    const token = await issueUserToken(tx, {
      userId: user.id,
      purpose: 'password-reset',
      lifetimeSeconds: ACCOUNT_RULES.resetTokenSeconds,
    });
    await deps.mailer.send(
      {
        to: user.email,
        userId: user.id,
        lang: user.notificationLanguage,
        template: passwordResetEmail,
        vars: { firstName: user.firstName, token },
      },
      tx,
    );
  });
}

/** Sets the new password, ends every session and tells the owner by e-mail, in one transaction. */
async function setPassword(
  deps: PasswordDeps,
  user: UserRow,
  password: string,
  activity: { messageKey: string; ip: string },
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeAllSessions(tx, user.id);
    await retireUserTokens(tx, user.id, 'password-reset');
    await recordActivity(tx, { userId: user.id, type: 'security', messageKey: activity.messageKey, ip: activity.ip });
    await deps.mailer.send(
      {
        to: user.email,
        userId: user.id,
        lang: user.notificationLanguage,
        template: passwordChangedEmail,
        vars: { firstName: user.firstName },
      },
      tx,
    );
  });
}

/** PATCH /users/resetPassword/:token: single use, 1 hour. */
export async function resetPassword(deps: PasswordDeps, token: string, password: string, ip: string): Promise<void> {
  const errors = { invalid: 'auth.errors.resetInvalid', used: 'auth.errors.resetUsed', expired: 'auth.errors.resetExpired' };
  // A refused password leaves the link usable for a better one.
  const { userId } = await consumeUserToken(deps.db, token, 'password-reset', errors, {
    beforeUse: async (id) => assertPasswordAllowed(password, (await loadUser(deps.db, id)).email),
  });
  const user = await loadUser(deps.db, userId);
  await setPassword(deps, user, password, { messageKey: 'auth.activity.passwordReset', ip });
}

/** PATCH /users/updateMyPassword: the current password is checked; every session ends, this one too. */
export async function updateMyPassword(
  deps: PasswordDeps,
  userId: string,
  input: { currentPassword: string; password: string },
  ip: string,
): Promise<void> {
  const user = await loadUser(deps.db, userId);
  if (!user.passwordHash)
    throw new ValidationError([{ field: 'currentPassword', message: 'auth.errors.noPassword' }], 'auth.errors.noPassword');
  if (!(await verifyPassword(user.passwordHash, input.currentPassword)))
    throw new ValidationError(
      [{ field: 'currentPassword', message: 'auth.errors.currentPasswordWrong' }],
      'auth.errors.currentPasswordWrong',
    );
  await assertPasswordAllowed(input.password, user.email);
  await setPassword(deps, user, input.password, { messageKey: 'auth.activity.passwordChanged', ip });
}
