import { ADVISORY_LOCKS, captchaChallenges, type Database, loginAttempts, oauthStates, userTokens } from '@cf/db';
import { and, isNotNull, lt, or } from 'drizzle-orm';
import { withJobLock } from './lock';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * How long finished records are kept. An expired token is kept a week so following an old link
 * still says "expired" rather than "invalid"; login attempts a month (lock-outs look back minutes).
 */
export const RETENTION = {
  captchaMs: HOUR,
  oauthStateMs: HOUR,
  usedTokenMs: DAY,
  expiredTokenMs: 7 * DAY,
  loginAttemptMs: 30 * DAY,
} as const;

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** Daily clean-up of short-lived records: captchas, OAuth states, used or expired tokens, old login attempts. */
export async function runCleanup(deps: { db: Database }, now: Date = new Date()) {
  return withJobLock(deps.db, ADVISORY_LOCKS.cleanup, async () => {
    const { db } = deps;
    const captchas = await db
      .delete(captchaChallenges)
      .where(lt(captchaChallenges.expiresAt, before(now, RETENTION.captchaMs)))
      .returning({ id: captchaChallenges.id });
    const states = await db
      .delete(oauthStates)
      .where(lt(oauthStates.expiresAt, before(now, RETENTION.oauthStateMs)))
      .returning({ state: oauthStates.state });
    const tokens = await db
      .delete(userTokens)
      .where(
        or(
          and(isNotNull(userTokens.usedAt), lt(userTokens.usedAt, before(now, RETENTION.usedTokenMs))),
          lt(userTokens.expiresAt, before(now, RETENTION.expiredTokenMs)),
        ),
      )
      .returning({ id: userTokens.id });
    const attempts = await db
      .delete(loginAttempts)
      .where(lt(loginAttempts.createdAt, before(now, RETENTION.loginAttemptMs)))
      .returning({ id: loginAttempts.id });
    return { captchas: captchas.length, oauthStates: states.length, userTokens: tokens.length, loginAttempts: attempts.length };
  });
}
