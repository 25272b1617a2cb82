import { type Database, loginAttempts } from '@cf/db';
import { ACCOUNT_RULES, AppError } from '@cf/domain';
import { and, desc, eq, gt, sql } from 'drizzle-orm';

const { windowSeconds, lockSeconds, accountFailures, addressFailures } = ACCOUNT_RULES.lockout;

/**
 * When a lock that failures at these times (oldest first) set off ends, in ms, or null. A lock
 * starts at the failure that makes `threshold` failures within the window and lasts lockSeconds.
 */
export function lockEnd(times: readonly number[], threshold: number): number | null {
  let end: number | null = null;
  for (let i = threshold - 1; i < times.length; i++) {
    if (times[i]! - times[i - threshold + 1]! <= windowSeconds * 1000) end = times[i]! + lockSeconds * 1000;
  }
  return end;
}

/** Every login attempt is recorded (with the app's clock, so comparisons never mix two clocks). */
export async function recordLoginAttempt(db: Database, attempt: { email: string; ip: string; success: boolean }): Promise<Date> {
  const createdAt = new Date();
  await db.insert(loginAttempts).values({ email: attempt.email.toLowerCase(), ip: attempt.ip, success: attempt.success, createdAt });
  return createdAt;
}

/** Failures that can still count: a lock lasts lockSeconds after a failure that is itself in a window. */
const horizon = () => new Date(Date.now() - (windowSeconds + lockSeconds) * 1000);

async function accountFailureTimes(db: Database, email: string): Promise<number[]> {
  const rows = await db
    .select({ at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, email),
        eq(loginAttempts.success, false),
        gt(loginAttempts.createdAt, horizon()),
        // A successful login clears the account's counter: only failures after it count.
        sql`${loginAttempts.createdAt} > coalesce((select max(s.created_at) from login_attempts s where s.email = ${email} and s.success), '-infinity'::timestamptz)`,
      ),
    )
    .orderBy(desc(loginAttempts.createdAt))
    .limit(200);
  return rows.map((r) => r.at.getTime()).reverse();
}

async function addressFailureTimes(db: Database, ip: string): Promise<number[]> {
  const rows = await db
    .select({ at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.success, false), gt(loginAttempts.createdAt, horizon())))
    .orderBy(desc(loginAttempts.createdAt))
    .limit(400);
  return rows.map((r) => r.at.getTime()).reverse();
}

const locked = (key: string, end: number) =>
  new AppError('LOCKED_OUT', 429, key, [], { retryAfterSeconds: Math.max(1, Math.ceil((end - Date.now()) / 1000)) });

/**
 * Refuses (429 with retryAfterSeconds) while the address or the account is locked out. Attempts
 * refused here are not recorded: knocking on a locked door does not keep it locked.
 */
export async function assertNotLockedOut(db: Database, email: string, ip: string): Promise<void> {
  const byAddress = lockEnd(await addressFailureTimes(db, ip), addressFailures);
  if (byAddress && byAddress > Date.now()) throw locked('auth.errors.addressBlocked', byAddress);
  const byAccount = lockEnd(await accountFailureTimes(db, email.toLowerCase()), accountFailures);
  if (byAccount && byAccount > Date.now()) throw locked('auth.errors.accountLocked', byAccount);
}

/** Failures recorded for an account after a moment (wrong codes against one two-factor challenge). */
export async function failuresSince(db: Database, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email.toLowerCase()), eq(loginAttempts.success, false), gt(loginAttempts.createdAt, since)));
  return row?.n ?? 0;
}
