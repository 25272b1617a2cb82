import { activityLog, loginAttempts } from '@cf/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freshEmail, post } from '../../../test/accounts';
import { insertUser, nextIp, useTestApp } from '../../../test/app';
import { lockEnd } from './lockout';

const MIN = 60_000;

describe('lockEnd (when a lock set off by failures ends)', () => {
  it.each<[string, number[], number, number | null]>([
    ['4 failures: no lock', [0, 1, 2, 3].map((m) => m * MIN), 5, null],
    ['5 failures within 15 minutes: 15 minutes after the fifth', [0, 1, 2, 3, 4].map((m) => m * MIN), 5, 19 * MIN],
    ['5 failures spread over 20 minutes: no lock', [0, 5, 10, 15, 20].map((m) => m * MIN), 5, null],
    ['exactly 15 minutes apart still counts', [0, 5, 10, 12, 15].map((m) => m * MIN), 5, 30 * MIN],
    ['the latest qualifying failure decides', [0, 1, 2, 3, 4, 10].map((m) => m * MIN), 5, 25 * MIN],
  ])('%s', (_name, times, threshold, end) => {
    expect(lockEnd(times, threshold)).toBe(end);
  });
});

describe('login lock-out', () => {
  const ctx = useTestApp();
  const login = (email: string, password: string, ip = nextIp(), headers: Record<string, string> = {}) =>
    post(ctx, '/users/login', { email, password }, headers, ip);
  const attempts = (email: string) =>
    ctx.handle.db.select().from(loginAttempts).where(eq(loginAttempts.email, email)).orderBy(desc(loginAttempts.id));
  /** Moves an e-mail's recorded attempts into the past, as if the clock had moved on. */
  const age = (email: string, minutes: number) =>
    ctx.handle.db
      .update(loginAttempts)
      .set({ createdAt: sql`${loginAttempts.createdAt} - make_interval(mins => ${minutes})` })
      .where(eq(loginAttempts.email, email));

  it('records every attempt, failed or successful, with its address', async () => {
    const user = await insertUser(ctx);
    const ip = nextIp();
    expect((await login(user.email, 'Wrong!Passw0rd', ip)).statusCode).toBe(401);
    expect((await login(user.email.toUpperCase(), user.password, ip)).statusCode).toBe(200);
    const rows = await attempts(user.email);
    expect(rows.map((r) => [r.success, r.ip])).toEqual([
      [true, ip],
      [false, ip],
    ]);
    const [activity] = await ctx.handle.db.select().from(activityLog).where(eq(activityLog.userId, user.id));
    expect(activity).toMatchObject({ type: 'login', messageKey: 'auth.activity.login', ip });
  });

  it('locks an account for 15 minutes after 5 failures, even from different addresses, with the right password too', async () => {
    const user = await insertUser(ctx);
    for (let i = 0; i < 5; i++) expect((await login(user.email, `Wrong!Passw0rd${i}`)).statusCode).toBe(401);
    const locked = await login(user.email, user.password);
    expect(locked.statusCode).toBe(429);
    const body = locked.json();
    expect(body).toMatchObject({ status: 'fail', message: 'Too many failed login attempts for this account. Please try again later.' });
    expect(body.retryAfterSeconds).toBeGreaterThan(890);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(900);
    expect(locked.headers['retry-after']).toBe(String(body.retryAfterSeconds));
    // Refused attempts are not recorded: they do not keep the lock going.
    expect(await attempts(user.email)).toHaveLength(5);
    // In French too.
    const fr = await login(user.email, user.password, nextIp(), { 'accept-language': 'fr' });
    expect(fr.json().message).toBe('Trop de tentatives de connexion échouées pour ce compte. Veuillez réessayer plus tard.');
    // Another account is not affected.
    const other = await insertUser(ctx);
    expect((await login(other.email, other.password)).statusCode).toBe(200);

    // 16 minutes later the lock is over.
    await age(user.email, 16);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it('an unknown e-mail is locked the same way (the lock reveals nothing)', async () => {
    const email = freshEmail('ghost');
    for (let i = 0; i < 5; i++) await login(email, 'Wrong!Passw0rd');
    expect((await login(email, 'Wrong!Passw0rd')).statusCode).toBe(429);
  });

  it('a successful login clears the account counter: only failures after it count', async () => {
    const user = await insertUser(ctx);
    for (let i = 0; i < 4; i++) expect((await login(user.email, 'Wrong!Passw0rd')).statusCode).toBe(401);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(user.email, 'Wrong!Passw0rd')).statusCode).toBe(401);
    // 8 failures within 15 minutes, but only 4 since the last success.
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) await login(user.email, 'Wrong!Passw0rd');
    expect((await login(user.email, user.password)).statusCode).toBe(429);
  });

  it('blocks an address for 15 minutes after 20 failures, whatever the e-mails; other addresses go on', async () => {
    const ip = nextIp();
    // 18 earlier failures from this address (recorded as the login records them), then 2 real ones.
    await ctx.handle.db.insert(loginAttempts).values(
      Array.from({ length: 18 }, (_, i) => ({
        email: freshEmail(`spray${i}`),
        ip,
        success: false,
        createdAt: new Date(Date.now() - 60_000),
      })),
    );
    expect((await login(freshEmail('spray'), 'Wrong!Passw0rd', ip)).statusCode).toBe(401);
    expect((await login(freshEmail('spray'), 'Wrong!Passw0rd', ip)).statusCode).toBe(401);
    expect(
      await ctx.handle.db
        .select({ n: sql<number>`count(*)::int` })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.ip, ip), eq(loginAttempts.success, false))),
    ).toEqual([{ n: 20 }]);

    const user = await insertUser(ctx);
    const blocked = await login(user.email, user.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many failed login attempts from your network. Please try again later.');
    expect(blocked.json().retryAfterSeconds).toBeGreaterThan(890);
    expect((await login(user.email, user.password, nextIp())).statusCode).toBe(200);

    // A success from another address does not unblock this one; time does.
    await ctx.handle.db
      .update(loginAttempts)
      .set({ createdAt: sql`${loginAttempts.createdAt} - make_interval(mins => 16)` })
      .where(eq(loginAttempts.ip, ip));
    expect((await login(user.email, user.password, ip)).statusCode).toBe(200);
  });
});
