import { loginAttempts } from '@cf/db';
import { ACCOUNT_RULES, AppError, type TwoFactorLoginInput, UnauthorizedError, ValidationError } from '@cf/domain';
import { and, eq, gt } from 'drizzle-orm';
import {
  assertNotLockedOut,
  type ClientContext,
  failuresSince,
  recordLoginAttempt,
  type SessionResult,
  startSession,
  type StepPurpose,
  verifyStepToken,
} from '../auth/index';
import { useRecoveryCode } from './recovery-codes';
import { acceptTotp, enableTwoFactor, loadUser, pendingSecret, type UserRow, wrongCode } from './service';
import type { DepsOf } from '../../deps';

/** What this service uses (route handlers pass `app`; jobs and tests a plain object). */
export type TwoFactorLoginDeps = DepsOf<'db' | 'config'>;

const challengeInvalid = () => new UnauthorizedError('auth.errors.challengeInvalid');

/**
 * The user a challenge (or set-up) token names, if it still holds: signed, unexpired, the account
 * active, no login completed since it was issued (a challenge is used once), and fewer than 5
 * wrong codes against it (then it is void and the user signs in again).
 */
async function stepUser(
  deps: TwoFactorLoginDeps,
  purpose: StepPurpose,
  token: string,
  ctx: ClientContext,
): Promise<{ user: UserRow; since: Date }> {
  const claims = await verifyStepToken(deps.config.jwtSecret, purpose, token);
  if (!claims) throw challengeInvalid();
  const user = await loadUser(deps.db, claims.userId).catch(() => null);
  if (!user || user.status !== 'active') throw challengeInvalid();
  const [completed] = await deps.db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, user.email), eq(loginAttempts.success, true), gt(loginAttempts.createdAt, claims.since)))
    .limit(1);
  if (completed) throw challengeInvalid();
  if ((await failuresSince(deps.db, user.email, claims.since)) >= ACCOUNT_RULES.twoFactor.wrongCodesPerChallenge)
    throw new AppError('CHALLENGE_VOID', 401, 'auth.errors.challengeVoid');
  await assertNotLockedOut(deps.db, user.email, ctx.ip);
  return { user, since: claims.since };
}

/** A wrong code is a failed login: it counts against the challenge, the account and the address. */
async function refuse(deps: TwoFactorLoginDeps, user: UserRow, ctx: ClientContext, error: AppError): Promise<never> {
  await recordLoginAttempt(deps.db, { email: user.email, ip: ctx.ip, success: false, step: 'two-factor' });
  throw error;
}

/** POST /users/validateLoginTwoFactorUser: the second step of a login. */
export async function completeChallenge(deps: TwoFactorLoginDeps, input: TwoFactorLoginInput, ctx: ClientContext): Promise<SessionResult> {
  const { user } = await stepUser(deps, 'two-factor-challenge', input.challengeToken, ctx);
  if (!user.enableTwoFactorAuth) throw challengeInvalid();
  if (input.code !== undefined) {
    if (!(await acceptTotp(deps, user, input.code))) await refuse(deps, user, ctx, wrongCode());
  } else if (!(await useRecoveryCode(deps.db, user.id, input.recoveryCode!, deps.config.encryptionKey))) {
    await refuse(
      deps,
      user,
      ctx,
      new ValidationError([{ field: 'recoveryCode', message: 'auth.errors.recoveryCodeWrong' }], 'auth.errors.recoveryCodeWrong'),
    );
  }
  return startSession(deps, user.id, ctx, { messageKey: 'auth.activity.login' });
}

/** GET /users/two-factor/setup?setupToken=: the secret to scan on the sign-up set-up screen. */
export async function setupForToken(deps: TwoFactorLoginDeps, setupToken: string, ctx: ClientContext) {
  const { user } = await stepUser(deps, 'two-factor-setup', setupToken, ctx);
  return pendingSecret(deps, user);
}

/** POST /users/validateSignupTwoFactorUser: turns two-factor on and signs in, with the recovery codes. */
export async function completeSetup(
  deps: TwoFactorLoginDeps,
  input: { setupToken: string; code: string },
  ctx: ClientContext,
): Promise<SessionResult> {
  const { user } = await stepUser(deps, 'two-factor-setup', input.setupToken, ctx);
  const recoveryCodes = await enableTwoFactor(deps, user, input.code, ctx.ip);
  if (!recoveryCodes) return refuse(deps, user, ctx, wrongCode());
  return startSession(deps, user.id, ctx, { messageKey: 'auth.activity.login' }, { recoveryCodes });
}
