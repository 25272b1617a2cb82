import { captchaChallenges, type Database, jobRuns, loginAttempts, oauthStates, userTokens } from '@cf/db';
import { and, eq, isNotNull, lt, max, ne, notInArray, or } from 'drizzle-orm';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * How long finished records are kept. An expired token is kept a week so following an old link
 * still says "expired" rather than "invalid"; login attempts a month (lock-outs look back minutes);
 * job runs a month of history for the console.
 */
export const RETENTION = {
  captchaMs: HOUR,
  oauthStateMs: HOUR,
  usedTokenMs: DAY,
  expiredTokenMs: 7 * DAY,
  loginAttemptMs: 30 * DAY,
  jobRunMs: 30 * DAY,
} as const;

const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

/**
 * Daily clean-up of short-lived records: captchas, OAuth states, used or expired tokens, old login
 * attempts, finished job runs. Each job's newest scheduled run is kept however old: it is what
 * tells a later tick that its period (a quarter, say) already ran.
 */
export async function runCleanup(deps: { db: Database }, now: Date = new Date()) {
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
  const newestScheduled = db
    .select({ id: max(jobRuns.id) })
    .from(jobRuns)
    .where(eq(jobRuns.trigger, 'schedule'))
    .groupBy(jobRuns.job);
  const runs = await db
    .delete(jobRuns)
    .where(
      and(ne(jobRuns.status, 'running'), lt(jobRuns.finishedAt, before(now, RETENTION.jobRunMs)), notInArray(jobRuns.id, newestScheduled)),
    )
    .returning({ id: jobRuns.id });
  return {
    captchas: captchas.length,
    oauthStates: states.length,
    userTokens: tokens.length,
    loginAttempts: attempts.length,
    jobRuns: runs.length,
  };
}
