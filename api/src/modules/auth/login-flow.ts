import { siteSettings, users } from '@cf/db';
import { ACCOUNT_RULES, UnauthorizedError } from '@cf/domain';
import { eq } from 'drizzle-orm';
import { recordActivity } from '../activity/index';
import { signDeviceToken } from './device-tokens';
import { recordLoginAttempt } from './lockout';
import { type LoginResult, pickMe, type SessionResult } from './schemas';
import { issueSession } from './service';
import { signStepToken } from './step-tokens';
import type { DepsOf } from '../../deps';

/** What this service uses (route handlers pass `app`; jobs and tests a plain object). */
export type LoginDeps = DepsOf<'db' | 'config'>;

/** Where a sign-in comes from: kept on the session and the activity log. */
export type ClientContext = { ip: string; userAgent: string | undefined };

/** The activity-log sentence of a sign-in (auth.activity.*). */
export type LoginActivity = { messageKey: string; params?: Record<string, string | number> };

/** The two site settings sign-in depends on. */
/** Without a settings row: two-factor optional, staff see both dashboards. */
export const ACCOUNT_SETTINGS_DEFAULTS = { requireTwoFactor: false, adminSeesBothViews: true };

export async function accountSettings(deps: LoginDeps): Promise<{ requireTwoFactor: boolean; adminSeesBothViews: boolean }> {
  const [row] = await deps.db
    .select({ requireTwoFactor: siteSettings.requireTwoFactor, adminSeesBothViews: siteSettings.adminSeesBothViews })
    .from(siteSettings)
    .limit(1);
  return row ?? ACCOUNT_SETTINGS_DEFAULTS;
}

/**
 * Issues a session for an active user, records the successful login (which clears the account's
 * failure counter) and the sign-in in their activity log. The client also gets a new device token:
 * shown with the password next time, it spares this client the waits strangers' failures cause.
 */
export async function startSession(
  deps: LoginDeps,
  userId: string,
  ctx: ClientContext,
  activity: LoginActivity,
  extra: Pick<SessionResult, 'recoveryCodes' | 'newAccount' | 'redirectTo'> = {},
): Promise<SessionResult> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || user.status !== 'active')
    throw new UnauthorizedError(user?.status === 'inactive' ? 'errors.accountInactive' : 'errors.accountSuspended');
  const session = await issueSession(deps.db, {
    userId,
    secret: deps.config.jwtSecret,
    lifetimeSeconds: deps.config.sessionLifetimeSeconds,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
  });
  await recordLoginAttempt(deps.db, { email: user.email, ip: ctx.ip, success: true });
  await recordActivity(deps.db, { userId, type: 'login', messageKey: activity.messageKey, params: activity.params, ip: ctx.ip });
  const deviceToken = await signDeviceToken(deps.config.jwtSecret, user.email);
  return { status: 'success', token: session.token, expiresAt: session.expiresAt, data: { data: pickMe(user) }, deviceToken, ...extra };
}

/**
 * The end of every way in (password, social login): a user with two-factor on gets a challenge,
 * a user the site requires to set it up gets a set-up token, anyone else a session.
 */
export async function completeLogin(
  deps: LoginDeps,
  user: { id: string; enableTwoFactorAuth: boolean },
  ctx: ClientContext,
  activity: LoginActivity,
  extra: Pick<SessionResult, 'newAccount' | 'redirectTo'> = {},
): Promise<LoginResult> {
  const since = new Date();
  const step = async (purpose: 'two-factor-challenge' | 'two-factor-setup', lifetimeSeconds: number) =>
    (await signStepToken(deps.config.jwtSecret, purpose, { userId: user.id, since, lifetimeSeconds })).token;
  const redirect = extra.redirectTo === undefined ? {} : { redirectTo: extra.redirectTo };
  if (user.enableTwoFactorAuth) {
    const challengeToken = await step('two-factor-challenge', ACCOUNT_RULES.twoFactor.challengeSeconds);
    return { status: 'success', twoFactorRequired: true, challengeToken, ...redirect };
  }
  if ((await accountSettings(deps)).requireTwoFactor) {
    const setupToken = await step('two-factor-setup', ACCOUNT_RULES.twoFactor.setupSeconds);
    return { status: 'success', twoFactorSetupRequired: true, setupToken, ...redirect };
  }
  return startSession(deps, user.id, ctx, activity, extra);
}

export const clientContext = (request: { clientIp: string; headers: { 'user-agent'?: string | undefined } }): ClientContext => ({
  ip: request.clientIp,
  userAgent: request.headers['user-agent'],
});
