import { type Database, loginAttempts } from '@cf/db';
import { ACCOUNT_RULES, AppError } from '@cf/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { deviceIdOf } from './device-tokens';

const rules = ACCOUNT_RULES.lockout;

/**
 * The wait, in seconds, after this many failures against an account from untrusted clients: none
 * for the first few, then 1 s doubling with each failure, up to the cap. A wait, never a lock: the
 * owner on a known device is not concerned, and anyone else gets in once it has passed.
 */
export function delaySeconds(failures: number): number {
  if (failures < rules.accountFreeFailures) return 0;
  const doublings = Math.min(failures - rules.accountFreeFailures, 30);
  return Math.min(rules.maxDelaySeconds, rules.baseDelaySeconds * 2 ** doublings);
}

export type LoginAttempt = {
  email: string;
  ip: string;
  success: boolean;
  /** The device token's id, when trusted. */ device?: string | null;
  /** A wrong two-factor code counts against its challenge, not a stranger's password guesses. */
  step?: 'password' | 'two-factor';
};

/** Every login attempt is recorded (with the app's clock, so comparisons never mix two clocks). */
export async function recordLoginAttempt(db: Database, attempt: LoginAttempt): Promise<Date> {
  const createdAt = new Date();
  await db.insert(loginAttempts).values({
    email: attempt.email.toLowerCase(),
    ip: attempt.ip,
    success: attempt.success,
    device: attempt.device ?? null,
    step: attempt.step ?? 'password',
    createdAt,
  });
  return createdAt;
}

const ago = (seconds: number) => new Date(Date.now() - seconds * 1000);
const failed = and(eq(loginAttempts.success, false), isNull(loginAttempts.device));

/**
 * When the wait that untrusted failures against an account (from one address, or from anywhere)
 * set off ends, in ms, or null. Only failures after the account's last successful sign-in count.
 */
async function accountWaitEnd(db: Database, email: string, ip?: string): Promise<number | null> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, last: sql<Date | null>`max(${loginAttempts.createdAt})` })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, email),
        failed,
        ip === undefined ? undefined : eq(loginAttempts.ip, ip),
        gt(loginAttempts.createdAt, ago(rules.accountHorizonSeconds)),
        sql`${loginAttempts.createdAt} > coalesce((select max(s.created_at) from login_attempts s where s.email = ${email} and s.success), '-infinity'::timestamptz)`,
      ),
    );
  const wait = delaySeconds(row?.n ?? 0);
  if (!wait || !row?.last) return null;
  return new Date(row.last).getTime() + wait * 1000;
}

async function count(db: Database, where: ReturnType<typeof and>): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(loginAttempts)
    .where(where);
  return row?.n ?? 0;
}

const delayed = (end: number) =>
  new AppError('LOGIN_DELAYED', 429, 'auth.errors.loginDelayed', [], {
    retryAfterSeconds: Math.max(1, Math.ceil((end - Date.now()) / 1000)),
  });

/** What the throttle decided for one attempt, before any password work. */
export type LoginGate = {
  email: string;
  ip: string;
  /** The trusted device token's id, or null. */
  device: string | null;
  /** Untrusted failures from the address within the window (0 for a trusted device: it does not care). */
  addressFailures: number;
};

/**
 * The sign-in throttle (ACCOUNT_RULES.lockout). A client with a valid device token for the account
 * (one that has not itself failed too often) goes straight to the password. Anyone else waits out
 * the account's delay (429 with retryAfterSeconds, no password work: even the right password is
 * refused meanwhile) and, once their address has failed often, must solve a captcha as well.
 */
export async function gateLogin(
  db: Database,
  secret: string,
  attempt: { email: string; ip: string; deviceToken?: string | undefined },
): Promise<LoginGate> {
  const email = attempt.email.toLowerCase();
  const device = await deviceIdOf(secret, attempt.deviceToken, email);
  if (device) {
    const deviceFailures = await count(
      db,
      and(eq(loginAttempts.email, email), eq(loginAttempts.device, device), eq(loginAttempts.success, false)),
    );
    if (deviceFailures < rules.deviceFailures) return { email, ip: attempt.ip, device, addressFailures: 0 };
  }
  const end = await accountWaitEnd(db, email);
  if (end && end > Date.now()) throw delayed(end);
  const addressFailures = await count(
    db,
    and(eq(loginAttempts.ip, attempt.ip), failed, gt(loginAttempts.createdAt, ago(rules.windowSeconds))),
  );
  return { email, ip: attempt.ip, device: null, addressFailures };
}

/**
 * For a step after the password (the two-factor code): the wait this address has earned against
 * the account. Counting only its own failures keeps a stranger elsewhere from blocking the owner,
 * whose password (and device) already passed the gate.
 */
export async function assertNotLockedOut(db: Database, email: string, ip: string): Promise<void> {
  const end = await accountWaitEnd(db, email.toLowerCase(), ip);
  if (end && end > Date.now()) throw delayed(end);
}

/**
 * Wrong codes against one two-factor challenge (issued at `since`). Only two-factor failures count:
 * a stranger's password guesses elsewhere cannot void the owner's challenge.
 */
export async function failuresSince(db: Database, email: string, since: Date): Promise<number> {
  return count(
    db,
    and(
      eq(loginAttempts.email, email.toLowerCase()),
      eq(loginAttempts.success, false),
      eq(loginAttempts.step, 'two-factor'),
      gt(loginAttempts.createdAt, since),
    ),
  );
}
