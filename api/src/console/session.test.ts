import { loginAttempts, users } from '@cf/db';
import { ACCOUNT_RULES } from '@cf/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { awayFromStepEdge, freshEmail, totp } from '../../test/accounts';
import { insertUser, nextIp, useTestApp } from '../../test/app';
import { knownChallenge } from '../../test/campaigns-public';
import { encryptSecret } from '../lib/crypto';
import { testConfig } from '../config';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const SESSION_URL = '/api/v1/console/session';
const { addressFailures, accountFreeFailures, deviceTokenSeconds } = ACCOUNT_RULES.lockout;

describe('console staff login: the site rules apply', () => {
  const ctx = useTestApp();
  const sessionLogin = (body: Record<string, unknown>, remoteAddress = nextIp(), headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: SESSION_URL, payload: body, remoteAddress, headers });
  /**
   * Failures recorded as strangers' guesses would be, in the last milliseconds. Their times are first
   * waited out: a sign-in the test made just before must come before every one of them, or the
   * earliest would fall before it and no longer count against the account (a fast run saw too few).
   */
  const failures = async (rows: { email: string; ip: string }[]) => {
    await new Promise((resolve) => setTimeout(resolve, rows.length + 1));
    return ctx.handle.db
      .insert(loginAttempts)
      .values(rows.map((r, i) => ({ ...r, success: false, createdAt: new Date(Date.now() - rows.length + i) })));
  };

  it('20+ failures from the office address do not stop a staff member there: the known device passes, a captcha passes', async () => {
    const staff = await insertUser(ctx, { isAdmin: true });
    const office = nextIp();
    const first = await sessionLogin({ email: staff.email, password: staff.password }, office);
    expect(first.statusCode).toBe(200);
    const device = first.cookies.find((c) => c.name === 'cf_console_device')!;
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/console/session', maxAge: deviceTokenSeconds });
    const withDevice = { cookie: `cf_console_device=${device.value}` };

    // A stranger in the same office: 25 wrong passwords at other accounts and at this staff member's own.
    await failures(Array.from({ length: 25 }, (_, i) => ({ email: i % 2 ? staff.email : freshEmail('spray'), ip: office })));
    expect(addressFailures).toBeLessThan(25);
    expect(accountFreeFailures).toBeLessThan(12);
    const stranger = await sessionLogin({ email: staff.email, password: staff.password }, office);
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);

    const known = await sessionLogin({ email: staff.email, password: staff.password }, office, withDevice);
    expect(known.statusCode).toBe(200);
    expect(known.cookies.map((c) => c.name).sort()).toEqual(['cf_console', 'cf_console_device']);

    // Another staff member in the office, on a new device: the captcha, then in.
    const colleague = await insertUser(ctx, { isAdmin: true });
    const asked = await sessionLogin({ email: colleague.email, password: colleague.password }, office);
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toMatchObject({ captchaRequired: true, errors: [{ field: 'captchaText' }] });
    const captchaId = await knownChallenge(ctx, 'staff');
    const solved = await sessionLogin({ email: colleague.email, password: colleague.password, captchaId, captchaText: 'staff' }, office);
    expect(solved.statusCode).toBe(200);
  });

  it('asks a staff member with two-factor for the code, refuses a wrong one, accepts the right one once', async () => {
    const key = testConfig().encryptionKey;
    const staff = await insertUser(ctx, { isAdmin: true, enableTwoFactorAuth: true, twoFactorSecret: encryptSecret(SECRET, key) });
    const ip = nextIp();
    const first = await sessionLogin({ email: staff.email, password: staff.password }, ip);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ twoFactorRequired: true });
    expect(first.headers['set-cookie']).toBeUndefined();

    const wrong = await sessionLogin({ email: staff.email, password: staff.password, code: '000000' }, ip);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors[0].field).toBe('code');

    await awayFromStepEdge();
    const code = totp(SECRET);
    const ok = await sessionLogin({ email: staff.email, password: staff.password, code }, ip);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ email: staff.email, isAdmin: true });
    expect(String(ok.headers['set-cookie'])).toContain('cf_console=');

    const replay = await sessionLogin({ email: staff.email, password: staff.password, code }, ip);
    expect(replay.statusCode).toBe(400);
  });
});

describe('console language: the staff member’s saved language', () => {
  const ctx = useTestApp();
  const signIn = async (email: string, password: string) => {
    const res = await ctx.app.inject({ method: 'POST', url: SESSION_URL, payload: { email, password }, remoteAddress: nextIp() });
    expect(res.statusCode, res.body).toBe(200);
    return {
      answer: res.json() as { notificationLanguage: string },
      cookie: `cf_console=${res.cookies.find((c) => c.name === 'cf_console')!.value}`,
    };
  };
  const save = (cookie: string, payload: unknown, lang = 'en') =>
    ctx.app.inject({
      method: 'PATCH',
      url: `${SESSION_URL}?language=${lang}`,
      payload: payload as object,
      headers: { cookie },
      remoteAddress: nextIp(),
    });

  it('the sign-in and the session carry it; the console saves a new one to the account', async () => {
    const staff = await insertUser(ctx, { isAdmin: true, notificationLanguage: 'fr' });
    const { answer, cookie } = await signIn(staff.email, staff.password);
    expect(answer.notificationLanguage).toBe('fr');
    const me = await ctx.app.inject({ method: 'GET', url: SESSION_URL, headers: { cookie }, remoteAddress: nextIp() });
    expect(me.json()).toMatchObject({ id: staff.id, isAdmin: true, notificationLanguage: 'fr' });

    const saved = await save(cookie, { notificationLanguage: 'ar' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ notificationLanguage: 'ar' });
    const [row] = await ctx.handle.db.select().from(users).where(eq(users.id, staff.id));
    expect(row!.notificationLanguage).toBe('ar');
    expect((await signIn(staff.email, staff.password)).answer.notificationLanguage).toBe('ar');
  });

  it('refuses a language the site does not offer, a malformed code and a visitor, with translated messages', async () => {
    const staff = await insertUser(ctx, { isAdmin: true });
    const { cookie } = await signIn(staff.email, staff.password);
    const inactive = await save(cookie, { notificationLanguage: 'zz' }, 'fr');
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().errors).toEqual([{ field: 'notificationLanguage', message: 'Veuillez choisir une des langues du site.' }]);
    const malformed = await save(cookie, { notificationLanguage: 'French' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0]).toMatchObject({ field: 'notificationLanguage' });
    expect((await save(cookie, {})).statusCode).toBe(400);
    const visitor = await ctx.app.inject({
      method: 'PATCH',
      url: SESSION_URL,
      payload: { notificationLanguage: 'fr' },
      remoteAddress: nextIp(),
    });
    expect(visitor.statusCode).toBe(401);
    const [row] = await ctx.handle.db.select().from(users).where(eq(users.id, staff.id));
    expect(row!.notificationLanguage).toBe('en');
  });
});

describe('console cookies behind https', () => {
  const ctx = useTestApp({ publicUrl: 'https://console.example.test' });

  it('are __Host- prefixed, Secure, Path=/, and last as long as the token (Max-Age)', async () => {
    const staff = await insertUser(ctx, { isAdmin: true });
    const res = await ctx.app.inject({
      method: 'POST',
      url: SESSION_URL,
      payload: { email: staff.email, password: staff.password },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    const header = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const session = header.find((h) => h.startsWith('__Host-cf_console='))!;
    const lifetime = ctx.app.config.sessionLifetimeSeconds;
    expect(session).toMatch(new RegExp(`; Max-Age=${lifetime}(;|$)`));
    for (const attribute of ['; Path=/;', '; HttpOnly', '; Secure', '; SameSite=Strict', '; Expires='])
      expect(session).toContain(attribute);
    expect(session).not.toMatch(/Domain=/i);
    const expires = Date.parse(/Expires=([^;]+)/.exec(session)![1]!);
    expect(Math.abs(expires - (Date.now() + lifetime * 1000))).toBeLessThan(5_000);
    const device = header.find((h) => h.startsWith('__Host-cf_console_device='))!;
    expect(device).toMatch(new RegExp(`; Max-Age=${deviceTokenSeconds}(;|$)`));
    for (const attribute of ['; Path=/', '; HttpOnly', '; Secure', '; SameSite=Strict']) expect(device).toContain(attribute);
    expect(header.some((h) => h.startsWith('cf_console='))).toBe(false);
    // The API reads the prefixed cookie back: the staff member stays signed in.
    const cookie = session.split(';')[0]!;
    const me = await ctx.app.inject({ method: 'GET', url: SESSION_URL, headers: { cookie }, remoteAddress: nextIp() });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(staff.email);
  });
});
