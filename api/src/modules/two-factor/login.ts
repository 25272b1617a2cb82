import { loginAttempts } from '@cf/db';
import { ACCOUNT_RULES, AppError, type TwoFactorLoginInput, UnauthorizedError, ValidationError } from '@cf/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { App } from '../../types';
import { assertNotLockedOut, failuresSince, recordLoginAttempt } from '../auth/lockout';
import { type ClientContext, startSession } from '../auth/login-flow';
import type { SessionResult } from '../auth/schemas';
import { type StepPurpose, verifyStepToken } from '../auth/step-tokens';
import { useRecoveryCode } from './recovery-codes';
import { acceptTotp, enableTwoFactor, loadUser, pendingSecret, type UserRow, wrongCode } from './service';

const challengeInvalid = () => new UnauthorizedError('auth.errors.challengeInvalid');

/**
 * The user a challenge (or set-up) token names, if it still holds: signed, unexpired, the account
 * active, no login completed since it was issued (a challenge is used once), and fewer than 5
 * wrong codes against it (then it is void and the user signs in again).
 */
async function stepUser(app: App, purpose: StepPurpose, token: string, ctx: ClientContext): Promise<{ user: UserRow; since: Date }> {
  const claims = await verifyStepToken(app.config.jwtSecret, purpose, token);
  if (!claims) throw challengeInvalid();
  const user = await loadUser(app.db, claims.userId).catch(() => null);
  if (!user || user.status !== 'active') throw challengeInvalid();
  const [completed] = await app.db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, user.email), eq(loginAttempts.success, true), gt(loginAttempts.createdAt, claims.since)))
    .limit(1);
  if (completed) throw challengeInvalid();
  if ((await failuresSince(app.db, user.email, claims.since)) >= ACCOUNT_RULES.twoFactor.wrongCodesPerChallenge)
    throw new AppError('CHALLENGE_VOID', 401, 'auth.errors.challengeVoid');
  await assertNotLockedOut(app.db, user.email, ctx.ip);
  return { user, since: claims.since };
}

/** A wrong code is a failed login: it counts against the challenge, the account and the address. */
async function refuse(app: App, user: UserRow, ctx: ClientContext, error: AppError): Promise<never> {
  await recordLoginAttempt(app.db, { email: user.email, ip: ctx.ip, success: false });
  throw error;
}

/** POST /users/validateLoginTwoFactorUser: the second step of a login. */
export async function completeChallenge(app: App, input: TwoFactorLoginInput, ctx: ClientContext): Promise<SessionResult> {
  const { user } = await stepUser(app, 'two-factor-challenge', input.challengeToken, ctx);
  if (!user.enableTwoFactorAuth) throw challengeInvalid();
  if (input.code !== undefined) {
    if (!(await acceptTotp(app, user, input.code))) await refuse(app, user, ctx, wrongCode());
  } else if (!(await useRecoveryCode(app.db, user.id, input.recoveryCode!, app.config.encryptionKey))) {
    await refuse(
      app,
      user,
      ctx,
      new ValidationError([{ field: 'recoveryCode', message: 'auth.errors.recoveryCodeWrong' }], 'auth.errors.recoveryCodeWrong'),
    );
  }
  return startSession(app, user.id, ctx, { messageKey: 'auth.activity.login' });
}

/** GET /users/two-factor/setup?setupToken=: the secret to scan on the sign-up set-up screen. */
export async function setupForToken(app: App, setupToken: string, ctx: ClientContext) {
  const { user } = await stepUser(app, 'two-factor-setup', setupToken, ctx);
  return pendingSecret(app, user);
}

/** POST /users/validateSignupTwoFactorUser: turns two-factor on and signs in, with the recovery codes. */
export async function completeSetup(app: App, input: { setupToken: string; code: string }, ctx: ClientContext): Promise<SessionResult> {
  const { user } = await stepUser(app, 'two-factor-setup', input.setupToken, ctx);
  const recoveryCodes = await enableTwoFactor(app, user, input.code, ctx.ip);
  if (!recoveryCodes) return refuse(app, user, ctx, wrongCode());
  return startSession(app, user.id, ctx, { messageKey: 'auth.activity.login' }, { recoveryCodes });
}
