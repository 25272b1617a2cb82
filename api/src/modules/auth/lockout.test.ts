import { activityLog, loginAttempts } from '@cf/db';
import { ACCOUNT_RULES } from '@cf/domain';
import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { freshEmail, post } from '../../../test/accounts';
import { insertUser, nextIp, useTestApp } from '../../../test/app';
import { knownChallenge } from '../../../test/campaigns-public';
import { delaySeconds } from './lockout';

const { accountFreeFailures, addressFailures, deviceFailures, maxDelaySeconds } = ACCOUNT_RULES.lockout;

describe('delaySeconds (the wait after untrusted failures against one account)', () => {
  it.each<[number, number]>([
    [0, 0],
    [2, 0],
    [3, 1],
    [4, 2],
    [5, 4],
    [12, 512],
    [13, 900],
    [50, 900],
  ])('%i failures: %i s', (failures, seconds) => {
    expect(accountFreeFailures).toBe(3);
    expect(delaySeconds(failures)).toBe(seconds);
  });
});

describe('sign-in throttle (issue 12 item 5: no lock-out anyone can trigger)', () => {
  const ctx = useTestApp();
  const login = (body: Record<string, unknown>, ip = nextIp(), headers: Record<string, string> = {}) =>
    post(ctx, '/users/login', body, headers, ip);
  const attempts = (email: string) =>
    ctx.handle.db.select().from(loginAttempts).where(eq(loginAttempts.email, email)).orderBy(desc(loginAttempts.id));
  /**
   * Failures recorded as strangers' guesses would be (untrusted, each from its own address), in the
   * last milliseconds. Their times are waited out first, so a sign-in the test just made comes before
   * every one of them (otherwise the earliest would not count against the account).
   */
  const strangersFailed = async (email: string, n: number, ip?: string) => {
    await new Promise((resolve) => setTimeout(resolve, n + 1));
    return ctx.handle.db
      .insert(loginAttempts)
      .values(
        Array.from({ length: n }, (_, i) => ({ email, ip: ip ?? nextIp(), success: false, createdAt: new Date(Date.now() - n + i) })),
      );
  };
  /** Moves an account's recorded attempts into the past, as if the clock had moved on. */
  const age = (email: string, seconds: number) =>
    ctx.handle.db
      .update(loginAttempts)
      .set({ createdAt: sql`${loginAttempts.createdAt} - make_interval(secs => ${seconds})` })
      .where(eq(loginAttempts.email, email));
  /** Signs in once from the owner's device and returns the device token it gets. */
  const knownDevice = async (email: string, password: string, ip: string) => {
    const res = await login({ email, password }, ip);
    expect(res.statusCode).toBe(200);
    const { deviceToken } = res.json();
    expect(deviceToken).toEqual(expect.any(String));
    return deviceToken as string;
  };

  it('records every attempt with its address; a sign-in answers a device token', async () => {
    const user = await insertUser(ctx);
    const ip = nextIp();
    expect((await login({ email: user.email, password: 'Wrong!Passw0rd' }, ip)).statusCode).toBe(401);
    const res = await login({ email: user.email.toUpperCase(), password: user.password }, ip);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', token: expect.any(String), deviceToken: expect.any(String) });
    expect((await attempts(user.email)).map((r) => [r.success, r.ip])).toEqual([
      [true, ip],
      [false, ip],
    ]);
    const [activity] = await ctx.handle.db.select().from(activityLog).where(eq(activityLog.userId, user.id));
    expect(activity).toMatchObject({ type: 'login', messageKey: 'auth.activity.login', ip });
  });

  it("slows an attacker's guesses: after 3 failures the next attempt waits, refused without checking the password", async () => {
    const user = await insertUser(ctx);
    for (let i = 0; i < accountFreeFailures; i++)
      expect((await login({ email: user.email, password: `Wrong!Passw0rd${i}` })).statusCode).toBe(401);
    // Within the 1-second wait even the right password is refused, from any untrusted client.
    const refused = await login({ email: user.email, password: user.password });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      status: 'fail',
      message: 'Too many failed sign-in attempts for this account. Please wait a moment before trying again.',
      retryAfterSeconds: 1,
    });
    expect(refused.headers['retry-after']).toBe('1');
    // Refused attempts are not recorded (no password work was done): they do not lengthen the wait.
    expect(await attempts(user.email)).toHaveLength(accountFreeFailures);
    const fr = await login({ email: user.email, password: user.password }, nextIp(), { 'accept-language': 'fr' });
    expect(fr.json().message).toBe(
      'Trop de tentatives de connexion échouées pour ce compte. Veuillez patienter un instant avant de réessayer.',
    );

    // Each further failure doubles the wait: 10 more (13 in all) reach the 15-minute cap.
    await strangersFailed(user.email, 10);
    const capped = await login({ email: user.email, password: user.password });
    expect(capped.statusCode).toBe(429);
    expect(capped.json().retryAfterSeconds).toBeGreaterThan(maxDelaySeconds - 10);
    expect(capped.json().retryAfterSeconds).toBeLessThanOrEqual(maxDelaySeconds);
    // Once the wait has passed, the owner gets in from anywhere; an unknown e-mail waits the same way.
    await age(user.email, maxDelaySeconds);
    expect((await login({ email: user.email, password: user.password })).statusCode).toBe(200);
    const ghost = freshEmail('ghost');
    await strangersFailed(ghost, accountFreeFailures);
    expect((await login({ email: ghost, password: 'Wrong!Passw0rd' })).statusCode).toBe(429);
  });

  it.each([5, 50])('%i wrong passwords from strangers do not stop the owner on their known device', async (guesses) => {
    const user = await insertUser(ctx);
    const home = nextIp();
    const deviceToken = await knownDevice(user.email, user.password, home);
    // The first guesses are real requests; the rest are recorded as the login records them.
    const real = Math.min(guesses, accountFreeFailures);
    for (let i = 0; i < real; i++) expect((await login({ email: user.email, password: 'Wrong!Passw0rd' })).statusCode).toBe(401);
    await strangersFailed(user.email, guesses - real);
    expect((await login({ email: user.email, password: 'Wrong!Passw0rd' })).statusCode).toBe(429);

    const owner = await login({ email: user.email, password: user.password, deviceToken }, home);
    expect(owner.statusCode).toBe(200);
    // Another client without the device token meets only the bounded wait.
    const elsewhere = await login({ email: user.email, password: 'Wrong!Passw0rd' });
    expect(elsewhere.statusCode === 401 || elsewhere.statusCode === 429).toBe(true);
    if (elsewhere.statusCode === 429) expect(elsewhere.json().retryAfterSeconds).toBeLessThanOrEqual(maxDelaySeconds);
    // A device token is bound to its account: shown for another e-mail it earns nothing.
    const other = await insertUser(ctx);
    await strangersFailed(other.email, guesses);
    expect((await login({ email: other.email, password: other.password, deviceToken }, home)).statusCode).toBe(429);
  });

  it('a stolen device token cannot brute-force: after 5 failures with it, it counts as untrusted', async () => {
    const user = await insertUser(ctx);
    const deviceToken = await knownDevice(user.email, user.password, nextIp());
    for (let i = 0; i < deviceFailures; i++)
      expect((await login({ email: user.email, password: `Wrong!Passw0rd${i}`, deviceToken })).statusCode).toBe(401);
    // Those failures were its own: they did not slow down anyone else...
    const rows = await attempts(user.email);
    expect(rows.filter((r) => !r.success).every((r) => r.device !== null)).toBe(true);
    // ...but now the token is untrusted, and strangers' failures slow it down like anyone.
    await strangersFailed(user.email, accountFreeFailures);
    expect((await login({ email: user.email, password: user.password, deviceToken })).statusCode).toBe(429);
    // A forged or foreign token is simply untrusted.
    expect((await login({ email: user.email, password: user.password, deviceToken: `${deviceToken}x` })).statusCode).toBe(429);
  });

  it('after 10 failures an address needs a solved captcha; a known device passes without it; the owner passes with it', async () => {
    const office = nextIp();
    const staff = await insertUser(ctx, { isAdmin: true });
    const deviceToken = await knownDevice(staff.email, staff.password, office);
    // A stranger in the same office sprays 9 wrong passwords at other accounts, then a 10th.
    await strangersFailed(freshEmail('spray'), addressFailures - 1, office);
    const tenth = await login({ email: freshEmail('spray'), password: 'Wrong!Passw0rd' }, office);
    expect(tenth.statusCode).toBe(401);
    expect(tenth.json().captchaRequired).toBe(true);
    await strangersFailed(freshEmail('spray'), 15, office);

    const noCaptcha = await login({ email: staff.email, password: staff.password }, office);
    expect(noCaptcha.statusCode).toBe(400);
    expect(noCaptcha.json()).toMatchObject({
      captchaRequired: true,
      message: 'Many failed sign-ins came from your network: please also type the text shown in the image.',
      errors: [
        { field: 'captchaText', message: 'Many failed sign-ins came from your network: please also type the text shown in the image.' },
      ],
    });
    const wrong = await login(
      { email: staff.email, password: staff.password, captchaId: await knownChallenge(ctx, 'abcde'), captchaText: 'zzzzz' },
      office,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ captchaRequired: true, errors: [{ field: 'captchaText', message: 'Captcha does not match.' }] });
    // Refusals for the captcha did no password work and are not recorded.
    expect((await attempts(staff.email)).filter((r) => !r.success)).toEqual([]);

    expect((await login({ email: staff.email, password: staff.password, deviceToken }, office)).statusCode).toBe(200);
    const solved = await login(
      { email: staff.email, password: staff.password, captchaId: await knownChallenge(ctx, 'abcde'), captchaText: 'ABCDE' },
      office,
    );
    expect(solved.statusCode).toBe(200);
    // Other addresses are not concerned.
    expect((await login({ email: staff.email, password: staff.password })).statusCode).toBe(200);
  });

  it('the flood guard counts per address and e-mail: a stranger at the same address does not use up the owner’s', async () => {
    const ip = nextIp();
    const user = await insertUser(ctx);
    const deviceToken = await knownDevice(user.email, user.password, ip);
    const stranger = freshEmail('flood');
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push((await login({ email: stranger, password: 'Wrong!Passw0rd' }, ip)).statusCode);
    expect(answers.at(-1)).toBe(429);
    expect((await login({ email: user.email, password: user.password, deviceToken }, ip)).statusCode).toBe(200);
  });
});
