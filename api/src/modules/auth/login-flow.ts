import { siteSettings, users } from '@cf/db';
import { ACCOUNT_RULES, UnauthorizedError } from '@cf/domain';
import { eq } from 'drizzle-orm';
import type { App } from '../../types';
import { recordActivity } from '../activity/service';
import { recordLoginAttempt } from './lockout';
import { type LoginResult, pickMe, type SessionResult } from './schemas';
import { issueSession } from './service';
import { signStepToken } from './step-tokens';

/** Where a sign-in comes from: kept on the session and the activity log. */
export type ClientContext = { ip: string; userAgent: string | undefined };

/** The activity-log sentence of a sign-in (auth.activity.*). */
export type LoginActivity = { messageKey: string; params?: Record<string, string | number> };

/** The two site settings sign-in depends on. */
export async function accountSettings(app: App): Promise<{ requireTwoFactor: boolean; adminSeesBothViews: boolean }> {
  const [row] = await app.db
    .select({ requireTwoFactor: siteSettings.requireTwoFactor, adminSeesBothViews: siteSettings.adminSeesBothViews })
    .from(siteSettings)
    .limit(1);
  return row ?? { requireTwoFactor: false, adminSeesBothViews: true };
}

/**
 * Issues a session for an active user, records the successful login (which clears the account's
 * failure counter) and the sign-in in their activity log.
 */
export async function startSession(
  app: App,
  userId: string,
  ctx: ClientContext,
  activity: LoginActivity,
  extra: Pick<SessionResult, 'recoveryCodes' | 'newAccount' | 'redirectTo'> = {},
): Promise<SessionResult> {
  const [user] = await app.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || user.status !== 'active')
    throw new UnauthorizedError(user?.status === 'inactive' ? 'errors.accountInactive' : 'errors.accountSuspended');
  const session = await issueSession(app.db, {
    userId,
    secret: app.config.jwtSecret,
    lifetimeSeconds: app.config.sessionLifetimeSeconds,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
  });
  await recordLoginAttempt(app.db, { email: user.email, ip: ctx.ip, success: true });
  await recordActivity(app.db, { userId, type: 'login', messageKey: activity.messageKey, params: activity.params, ip: ctx.ip });
  return { status: 'success', token: session.token, expiresAt: session.expiresAt, data: { data: pickMe(user) }, ...extra };
}

/**
 * The end of every way in (password, social login): a user with two-factor on gets a challenge,
 * a user the site requires to set it up gets a set-up token, anyone else a session.
 */
export async function completeLogin(
  app: App,
  user: { id: string; enableTwoFactorAuth: boolean },
  ctx: ClientContext,
  activity: LoginActivity,
  extra: Pick<SessionResult, 'newAccount' | 'redirectTo'> = {},
): Promise<LoginResult> {
  const since = new Date();
  if (user.enableTwoFactorAuth) {
    const { token } = await signStepToken(app.config.jwtSecret, 'two-factor-challenge', {
      userId: user.id,
      since,
      lifetimeSeconds: ACCOUNT_RULES.twoFactor.challengeSeconds,
    });
    return {
      status: 'success',
      twoFactorRequired: true,
      challengeToken: token,
      ...(extra.redirectTo === undefined ? {} : { redirectTo: extra.redirectTo }),
    };
  }
  if ((await accountSettings(app)).requireTwoFactor) {
    const { token } = await signStepToken(app.config.jwtSecret, 'two-factor-setup', {
      userId: user.id,
      since,
      lifetimeSeconds: ACCOUNT_RULES.twoFactor.setupSeconds,
    });
    return {
      status: 'success',
      twoFactorSetupRequired: true,
      setupToken: token,
      ...(extra.redirectTo === undefined ? {} : { redirectTo: extra.redirectTo }),
    };
  }
  return startSession(app, user.id, ctx, activity, extra);
}

export const clientContext = (request: { clientIp: string; headers: { 'user-agent'?: string | undefined } }): ClientContext => ({
  ip: request.clientIp,
  userAgent: request.headers['user-agent'],
});
