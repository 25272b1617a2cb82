import { activityLog, siteSettings, userTokens } from '@cf/db';
import { and, eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { sha256 } from '../../lib/crypto';
import { post } from '../../../test/accounts';
import { bearer, createUser, nextIp, useTestApp } from '../../../test/app';
import { verifySocketToken } from './socket-token';

const secret = testConfig().jwtSecret;

describe('sessions: /users/me, app auto-login, socket tokens', () => {
  const ctx = useTestApp();
  const me = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: bearer(token) });

  describe('GET /users/me', () => {
    it('adds the display mode and when the session ends', async () => {
      const user = await createUser(ctx, { userType: 'investor' });
      const res = await me(user.token);
      expect(res.statusCode).toBe(200);
      const data = res.json().data.data;
      expect(data.displayMode).toEqual({ investorDisplay: true, campaignOwnerDisplay: false });
      expect(Math.floor(new Date(data.sessionExpiresAt).getTime() / 1000)).toBe(decodeJwt(user.token).exp);
    });

    it.each<[string, Record<string, unknown>, boolean, { investorDisplay: boolean; campaignOwnerDisplay: boolean }]>([
      ['a campaign owner', { userType: 'campaign-owner' }, true, { investorDisplay: false, campaignOwnerDisplay: true }],
      ['a user with no type yet', { userType: null }, true, { investorDisplay: true, campaignOwnerDisplay: true }],
      [
        'an admin with the setting on',
        { isAdmin: true, userType: 'investor' },
        true,
        { investorDisplay: true, campaignOwnerDisplay: true },
      ],
      [
        'an admin with the setting off',
        { isAdmin: true, userType: 'investor' },
        false,
        { investorDisplay: true, campaignOwnerDisplay: false },
      ],
    ])('display mode of %s', async (_name, props, adminSeesBothViews, mode) => {
      await ctx.handle.db.update(siteSettings).set({ adminSeesBothViews });
      try {
        const user = await createUser(ctx, props);
        expect((await me(user.token)).json().data.data.displayMode).toEqual(mode);
      } finally {
        await ctx.handle.db.update(siteSettings).set({ adminSeesBothViews: true });
      }
    });
  });

  describe('app auto-login', () => {
    const newToken = (token: string) => post(ctx, '/users/app-auto-login/token', {}, bearer(token));
    const redeem = (loginToken: unknown) => post(ctx, '/users/app-auto-login', { loginToken });

    it('trades a one-time token for a new session, once', async () => {
      const user = await createUser(ctx);
      const res = await newToken(user.token);
      expect(res.statusCode).toBe(200);
      const { loginToken, expiresAt } = res.json().data.data;
      const seconds = (new Date(expiresAt).getTime() - Date.now()) / 1000;
      expect(seconds).toBeGreaterThan(55);
      expect(seconds).toBeLessThanOrEqual(60);
      // Stored hashed only.
      const [row] = await ctx.handle.db
        .select()
        .from(userTokens)
        .where(and(eq(userTokens.userId, user.id), eq(userTokens.purpose, 'app-login')));
      expect(row!.tokenHash).toBe(sha256(loginToken));

      const session = await redeem(loginToken);
      expect(session.statusCode).toBe(200);
      const body = session.json();
      expect(body).toMatchObject({ status: 'success', token: expect.any(String), data: { data: { id: user.id } } });
      expect(body.token).not.toBe(user.token);
      expect((await me(body.token)).statusCode).toBe(200);
      const activity = await ctx.handle.db.select().from(activityLog).where(eq(activityLog.userId, user.id));
      expect(activity.map((a) => a.messageKey)).toContain('auth.activity.loginApp');

      const again = await redeem(loginToken);
      expect(again.statusCode).toBe(401);
      expect(again.json().message).toBe('This sign-in link is not valid or has expired.');
    });

    it('refuses an expired token', async () => {
      const user = await createUser(ctx);
      const { loginToken } = (await newToken(user.token)).json().data.data;
      await ctx.handle.db
        .update(userTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(userTokens.tokenHash, sha256(loginToken)));
      expect((await redeem(loginToken)).statusCode).toBe(401);
    });

    it('never logs anyone in with a bare user id, a forged token or a token it did not issue', async () => {
      const user = await createUser(ctx);
      expect((await redeem(user.id)).statusCode).toBe(401);
      // The spec's old client sent { id } to the login call: refused.
      expect((await post(ctx, '/users/login', { id: user.id })).statusCode).toBe(400);
      expect((await post(ctx, '/users/app-auto-login', { userId: user.id })).statusCode).toBe(400);
      // Correctly signed, but never issued (no stored row): refused.
      const forged = await new SignJWT({ since: Date.now() })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setAudience('app-login')
        .setIssuer('cf-api')
        .setExpirationTime('1m')
        .sign(new TextEncoder().encode(secret));
      expect((await redeem(forged)).statusCode).toBe(401);
      // A session token is not an app login token.
      expect((await redeem(user.token)).statusCode).toBe(401);
    });

    it('needs a signed-in caller to make a token', async () => {
      expect((await post(ctx, '/users/app-auto-login/token', {})).statusCode).toBe(401);
    });
  });

  describe('POST /users/socket-token', () => {
    it('gives a 60-second token for the socket only, that verifySocketToken accepts', async () => {
      const user = await createUser(ctx);
      const res = await post(ctx, '/users/socket-token', {}, bearer(user.token));
      expect(res.statusCode).toBe(200);
      const { socketToken } = res.json().data.data;
      const claims = decodeJwt(socketToken);
      expect(claims).toMatchObject({ aud: 'socket', sub: user.id, iss: 'cf-api' });
      expect(claims.exp! - claims.iat!).toBe(60);
      expect(await verifySocketToken(socketToken, secret)).toEqual({ userId: user.id });
      expect(await verifySocketToken(socketToken, 'another-secret-that-is-long-enough-0123456789')).toBeNull();
      // Neither a session token nor a socket token opens the other door.
      expect(await verifySocketToken(user.token, secret)).toBeNull();
      expect((await me(socketToken)).statusCode).toBe(401);
    });

    it('needs a signed-in caller', async () => {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/users/socket-token', remoteAddress: nextIp() });
      expect(res.statusCode).toBe(401);
    });
  });
});
