import { activityLog, recoveryCodes, sessions, siteSettings, users } from '@cf/db';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { decryptSecret } from '../../lib/crypto';
import { awayFromStepEdge, post, totp } from '../../../test/accounts';
import { bearer, createUser, insertUser, nextIp, useTestApp } from '../../../test/app';

const config = testConfig();

describe('two-factor authentication', () => {
  const ctx = useTestApp();
  const get = (url: string, token?: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: token ? bearer(token) : {}, remoteAddress: nextIp() });
  const login = (email: string, password: string) => post(ctx, '/users/login', { email, password });
  const challenge = (body: Record<string, unknown>) => post(ctx, '/users/validateLoginTwoFactorUser', body);
  const userRow = async (id: string) => (await ctx.handle.db.select().from(users).where(eq(users.id, id)))[0]!;

  /** A signed-in user with two-factor turned on through the settings calls. */
  async function withTwoFactor() {
    const user = await createUser(ctx);
    const setup = await post(ctx, '/users/two-factor/setup', { password: user.password }, bearer(user.token));
    expect(setup.statusCode).toBe(200);
    const { secret } = setup.json().data.data;
    await awayFromStepEdge(5);
    const enabled = await post(ctx, '/users/two-factor/enable', { code: totp(secret) }, bearer(user.token));
    expect(enabled.statusCode).toBe(200);
    return { ...user, secret: secret as string, codes: enabled.json().data.data.recoveryCodes as string[] };
  }

  /** Logs in with the password and returns the challenge token. */
  async function challengeFor(user: { email: string; password: string }) {
    const res = await login(user.email, user.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'success', twoFactorRequired: true, challengeToken: expect.any(String) });
    return res.json().challengeToken as string;
  }

  describe('set-up from the settings', () => {
    it('asks for the password, gives a pending secret with its QR code, and turns on with a code from it', async () => {
      const user = await createUser(ctx);
      expect((await get('/users/two-factor', user.token)).json().data.data).toEqual({ enabled: false, recoveryCodesLeft: 0 });

      const wrong = await post(ctx, '/users/two-factor/setup', { password: 'Wrong!Passw0rd' }, bearer(user.token));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual([{ field: 'password', message: 'The password is not correct.' }]);

      const first = (await post(ctx, '/users/two-factor/setup', { password: user.password }, bearer(user.token))).json().data.data;
      expect(first.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Fundright:.+\?secret=[A-Z2-7]+/);
      expect(first.otpauthUrl).toContain(`secret=${first.secret}`);
      expect(first.qrDataUrl).toMatch(/^data:image\/png;base64,/);
      // Stored encrypted at rest.
      const stored = (await userRow(user.id)).twoFactorSecret!;
      expect(stored).toMatch(/^v1\./);
      expect(stored).not.toContain(first.secret);
      expect(decryptSecret(stored, config.encryptionKey)).toBe(first.secret);
      expect((await userRow(user.id)).enableTwoFactorAuth).toBe(false);

      // A regenerated QR code replaces the pending secret: the first one no longer works.
      const second = (await post(ctx, '/users/regenerate-qr-code', { password: user.password }, bearer(user.token))).json().data.data;
      expect(second.secret).not.toBe(first.secret);
      await awayFromStepEdge(5);
      const stale = await post(ctx, '/users/two-factor/enable', { code: totp(first.secret) }, bearer(user.token));
      expect(stale.statusCode).toBe(400);
      expect(stale.json().message).toBe('This code is not valid. Please enter the current code from your authenticator app.');

      const enabled = await post(ctx, '/users/two-factor/enable', { code: totp(second.secret) }, bearer(user.token));
      expect(enabled.statusCode).toBe(200);
      const codes = enabled.json().data.data.recoveryCodes as string[];
      expect(codes).toHaveLength(10);
      for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}$/);
      expect(new Set(codes).size).toBe(10);
      const hashes = await ctx.handle.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
      expect(hashes).toHaveLength(10);
      expect(JSON.stringify(hashes)).not.toContain(codes[0]);
      expect((await get('/users/two-factor', user.token)).json().data.data).toEqual({ enabled: true, recoveryCodesLeft: 10 });
      const activity = await ctx.handle.db.select().from(activityLog).where(eq(activityLog.userId, user.id));
      expect(activity.map((a) => a.messageKey)).toContain('auth.activity.twoFactorEnabled');

      // While it is on, the secret cannot be replaced without turning it off.
      const again = await post(ctx, '/users/regenerate-qr-code', { password: user.password }, bearer(user.token));
      expect(again.statusCode).toBe(409);
    });
  });

  describe('login with two-factor', () => {
    it('answers with a challenge and no session; a code completes the login; a code works once', async () => {
      const user = await withTwoFactor();
      const sessionsBefore = (await ctx.handle.db.select().from(sessions).where(eq(sessions.userId, user.id))).length;
      const token = await challengeFor(user);
      expect((await ctx.handle.db.select().from(sessions).where(eq(sessions.userId, user.id))).length).toBe(sessionsBefore);

      // The code used to turn it on (this time step) is spent.
      const replay = await challenge({ challengeToken: token, code: totp(user.secret) });
      expect(replay.statusCode).toBe(400);
      expect(replay.json().errors).toEqual([
        { field: 'code', message: 'This code is not valid. Please enter the current code from your authenticator app.' },
      ]);

      // The next step's code is accepted (one step of drift), and gives a session.
      const next = totp(user.secret, 30);
      const ok = await challenge({ challengeToken: token, code: next });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({
        status: 'success',
        token: expect.any(String),
        data: { data: { id: user.id, enableTwoFactorAuth: true } },
      });
      expect((await get('/users/me', ok.json().token)).statusCode).toBe(200);

      // The same code again, with a new challenge: refused. The challenge itself is spent too.
      const token2 = await challengeFor(user);
      expect((await challenge({ challengeToken: token2, code: next })).statusCode).toBe(400);
      const reused = await challenge({ challengeToken: token, code: totp(user.secret, 30) });
      expect(reused.statusCode).toBe(401);
      expect(reused.json().message).toBe('Your verification step has expired. Please log in again.');
    });

    it('accepts one step of drift either way, not two', async () => {
      const user = await createUser(ctx);
      const { secret } = (await post(ctx, '/users/two-factor/setup', { password: user.password }, bearer(user.token))).json().data.data;
      await awayFromStepEdge(5);
      // Turned on with the previous step's code (a clock 30 s behind).
      expect((await post(ctx, '/users/two-factor/enable', { code: totp(secret, -30) }, bearer(user.token))).statusCode).toBe(200);
      const token = await challengeFor(user);
      expect((await challenge({ challengeToken: token, code: totp(secret, 60) })).statusCode).toBe(400);
      expect((await challenge({ challengeToken: token, code: totp(secret, -60) })).statusCode).toBe(400);
      expect((await challenge({ challengeToken: token, code: totp(secret) })).statusCode).toBe(200);
    });

    it('a recovery code works once, whatever its case', async () => {
      const user = await withTwoFactor();
      const code = user.codes[3]!;
      const ok = await challenge({ challengeToken: await challengeFor(user), recoveryCode: code.toUpperCase() });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().token).toEqual(expect.any(String));
      const again = await challenge({ challengeToken: await challengeFor(user), recoveryCode: code });
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe('This recovery code is not valid or has already been used.');
      expect((await get('/users/two-factor', ok.json().token)).json().data.data.recoveryCodesLeft).toBe(9);
    });

    it('5 wrong codes void the challenge (and lock the account): even the right code is refused then', async () => {
      const user = await withTwoFactor();
      const token = await challengeFor(user);
      for (let i = 0; i < 5; i++) expect((await challenge({ challengeToken: token, code: '000000' })).statusCode).toBe(400);
      const late = await challenge({ challengeToken: token, code: totp(user.secret, 30) });
      expect(late.statusCode).toBe(401);
      expect(late.json().message).toBe('Too many wrong codes. Please log in again.');
      // Wrong codes are failed logins: the account is now locked out.
      const relogin = await login(user.email, user.password);
      expect(relogin.statusCode).toBe(429);
    });

    it("a stranger's wrong passwords do not void the owner's challenge (only wrong codes count)", async () => {
      const user = await withTwoFactor();
      const token = await challengeFor(user);
      for (let i = 0; i < 6; i++) expect((await login(user.email, 'Wrong!Passw0rd')).statusCode).not.toBe(200);
      const res = await challenge({ challengeToken: token, code: totp(user.secret, 30) });
      expect(res.statusCode).toBe(200);
      expect(res.json().token).toEqual(expect.any(String));
    });

    it('refuses a forged, expired or foreign challenge token', async () => {
      const user = await withTwoFactor();
      const sign = (aud: string, exp: number) =>
        new SignJWT({ since: Date.now() - 600_000 })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(user.id)
          .setAudience(aud)
          .setIssuer('cf-api')
          .setExpirationTime(exp)
          .sign(new TextEncoder().encode(config.jwtSecret));
      const expired = await sign('two-factor-challenge', Math.floor(Date.now() / 1000) - 10);
      const setup = await sign('two-factor-setup', Math.floor(Date.now() / 1000) + 60);
      for (const challengeToken of [expired, setup, user.token, 'junk']) {
        const res = await challenge({ challengeToken, code: totp(user.secret, 30) });
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe('Your verification step has expired. Please log in again.');
      }
    });
  });

  describe('turning off and renewing recovery codes', () => {
    it('renewing asks for the password and a code; the old codes stop working', async () => {
      const user = await withTwoFactor();
      const wrong = await post(ctx, '/users/two-factor/recovery-codes', { password: user.password, code: '123456' }, bearer(user.token));
      expect(wrong.statusCode).toBe(400);
      const res = await post(
        ctx,
        '/users/two-factor/recovery-codes',
        { password: user.password, code: totp(user.secret, 30) },
        bearer(user.token),
      );
      expect(res.statusCode).toBe(200);
      const fresh = res.json().data.data.recoveryCodes as string[];
      expect(fresh).toHaveLength(10);
      expect((await challenge({ challengeToken: await challengeFor(user), recoveryCode: user.codes[0] })).statusCode).toBe(400);
      expect((await challenge({ challengeToken: await challengeFor(user), recoveryCode: fresh[0] })).statusCode).toBe(200);
    });

    it('turning off asks for the password and a current code (or a recovery code); login is then one step', async () => {
      const user = await withTwoFactor();
      const noPassword = await post(
        ctx,
        '/users/two-factor/disable',
        { password: 'Wrong!Passw0rd', code: user.codes[0] },
        bearer(user.token),
      );
      expect(noPassword.statusCode).toBe(400);
      expect(noPassword.json().message).toBe('The password is not correct.');
      const noCode = await post(ctx, '/users/two-factor/disable', { password: user.password, code: '111111' }, bearer(user.token));
      expect(noCode.statusCode).toBe(400);
      const off = await post(ctx, '/users/two-factor/disable', { password: user.password, code: user.codes[0] }, bearer(user.token));
      expect(off.statusCode).toBe(200);
      expect(await userRow(user.id)).toMatchObject({ enableTwoFactorAuth: false, twoFactorSecret: null, twoFactorLastStep: null });
      expect(await ctx.handle.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);
      const res = await login(user.email, user.password);
      expect(res.json().token).toEqual(expect.any(String));
    });
  });

  describe('when the site requires two-factor', () => {
    it('a user without it gets a set-up token, sets it up and is signed in with recovery codes', async () => {
      await ctx.handle.db.update(siteSettings).set({ requireTwoFactor: true });
      try {
        const user = await insertUser(ctx);
        const res = await login(user.email, user.password);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ status: 'success', twoFactorSetupRequired: true, setupToken: expect.any(String) });
        const setupToken = res.json().setupToken as string;

        const setup = await get(`/users/two-factor/setup?setupToken=${encodeURIComponent(setupToken)}`);
        expect(setup.statusCode).toBe(200);
        const { secret, qrDataUrl } = setup.json().data.data;
        expect(qrDataUrl).toMatch(/^data:image\/png;base64,/);
        // Loading the page again shows the same secret.
        expect((await get(`/users/two-factor/setup?setupToken=${encodeURIComponent(setupToken)}`)).json().data.data.secret).toBe(secret);

        await awayFromStepEdge(5);
        const wrong = await post(ctx, '/users/validateSignupTwoFactorUser', { setupToken, code: '000000' });
        expect(wrong.statusCode).toBe(400);
        const done = await post(ctx, '/users/validateSignupTwoFactorUser', { setupToken, code: totp(secret) });
        expect(done.statusCode).toBe(200);
        expect(done.json()).toMatchObject({ status: 'success', token: expect.any(String), recoveryCodes: expect.any(Array) });
        expect(done.json().recoveryCodes).toHaveLength(10);
        expect((await userRow(user.id)).enableTwoFactorAuth).toBe(true);

        // The set-up token is spent; the next login asks for a code.
        expect((await post(ctx, '/users/validateSignupTwoFactorUser', { setupToken, code: totp(secret, 30) })).statusCode).toBe(401);
        expect((await login(user.email, user.password)).json().twoFactorRequired).toBe(true);
      } finally {
        await ctx.handle.db.update(siteSettings).set({ requireTwoFactor: false });
      }
    });
  });
});
