import { sessions, users } from '@cf/db';
import { DEMO_LOGINS, DEMO_PASSWORD } from '@cf/db';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT, UnsecuredJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { bearer, createUser, insertUser, nextIp, useTestApp } from '../../../test/app';

const key = (secret: string) => new TextEncoder().encode(secret);

describe('sign-in, sessions and tokens', () => {
  const ctx = useTestApp();
  const login = (email: string, password: string, remoteAddress = nextIp()) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { email, password }, remoteAddress });
  const me = (headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url: '/api/v1/users/me', headers });

  describe('POST /api/v1/users/login', () => {
    it('gives a token valid for the session lifetime and the user, never the hash', async () => {
      const before = Date.now();
      const res = await login('Investor@Demo.test', DEMO_PASSWORD);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        status: 'success',
        token: expect.any(String),
        data: { data: { email: DEMO_LOGINS.investor, firstName: 'Ines', userType: 'investor', isAdmin: false } },
      });
      expect(Object.keys(body.data.data).sort()).toEqual(
        [
          'createdAt',
          'email',
          'enableTwoFactorAuth',
          'firstName',
          'id',
          'isAdmin',
          'lastName',
          'notificationLanguage',
          'photo',
          'slug',
          'userType',
        ].sort(),
      );
      expect(res.body).not.toMatch(/passwordHash|argon2|twoFactorSecret/);
      const lifetime = (new Date(body.expiresAt).getTime() - before) / 1000;
      expect(lifetime).toBeGreaterThan(10_790);
      expect(lifetime).toBeLessThan(10_810);
      const claims = decodeJwt(body.token);
      expect(claims).toMatchObject({ iss: 'cf-api', sub: body.data.data.id });
      expect(claims.exp! - claims.iat!).toBeGreaterThanOrEqual(10_799);
    });

    it('gives the same 401 message for a wrong password and an unknown e-mail', async () => {
      const wrong = await login(DEMO_LOGINS.investor, 'Wrong!Password1');
      const unknown = await login('nobody@demo.test', DEMO_PASSWORD);
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ status: 'fail', message: 'Incorrect email or password.' });
      expect(unknown.json()).toEqual(wrong.json());
    });

    it('tells an inactive account to follow its link (showResendLink), a suspended one that it is suspended', async () => {
      const inactive = await insertUser(ctx, { status: 'inactive' });
      const res = await login(inactive.email, inactive.password);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        status: 'fail',
        message: 'Your account is not active yet. Please follow the link we e-mailed you.',
        showResendLink: true,
      });
      // A wrong password on an inactive account reveals nothing more than on any other.
      const wrong = await login(inactive.email, 'Wrong!Password1');
      expect(wrong.json()).toEqual({ status: 'fail', message: 'Incorrect email or password.' });

      const suspended = await insertUser(ctx, { status: 'suspended' });
      const s = await login(suspended.email, suspended.password);
      expect(s.statusCode).toBe(401);
      expect(s.json()).toEqual({ status: 'fail', message: 'This account has been suspended.' });
    });

    it('answers in French with Accept-Language: fr', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        payload: { email: 'nobody@demo.test', password: 'whatever1' },
        headers: { 'accept-language': 'fr' },
        remoteAddress: nextIp(),
      });
      expect(res.json().message).toBe('E-mail ou mot de passe incorrect.');
    });

    it('refuses bad input with field errors', async () => {
      const res = await login('not-an-email', 'short');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual(
        expect.arrayContaining([
          { field: 'email', message: 'Email is invalid.' },
          { field: 'password', message: 'Must be at least 8 characters.' },
        ]),
      );
    });

    it('is rate-limited per address and e-mail: the 11th attempt in a minute is a 429; a colleague at the same address is not affected', async () => {
      const ip = nextIp();
      const email = `flood.${Date.now()}@demo.test`;
      // The first ones meet the sign-in throttle (401, then waits); the flood guard counts them all.
      for (let i = 0; i < 10; i++) expect([401, 429]).toContain((await login(email, 'Wrong!Password1', ip)).statusCode);
      const limited = await login(email, 'Wrong!Password1', ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json().message).toBe('Too many requests. Please wait a moment and try again.');
      // Another e-mail behind the same address (an office, a proxy) is not affected.
      expect((await login(DEMO_LOGINS.investor, DEMO_PASSWORD, ip)).statusCode).toBe(200);
    });
  });

  describe('GET /api/v1/users/me', () => {
    it('gives the signed-in user with the header flags', async () => {
      const user = await createUser(ctx, { userType: 'campaign-owner' });
      const res = await me(bearer(user.token));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'success',
        data: {
          data: {
            id: user.id,
            email: user.email,
            userType: 'campaign-owner',
            header: { hasShareCertificates: false, hasSavedInvestments: false, hasReservations: false, unreadNotifications: 0 },
          },
        },
      });
    });

    it('is 401 without a token, and says the session expired for a token it does not accept', async () => {
      const none = await me();
      expect(none.statusCode).toBe(401);
      expect(none.json()).toEqual({ status: 'fail', message: 'Please log in to continue.' });
      const junk = await me(bearer('not.a.jwt'));
      expect(junk.statusCode).toBe(401);
      expect(junk.json().message).toBe('Your session has expired. Please log in again.');
    });
  });

  describe('logout revokes the token', () => {
    it('POST /users/logout: the same token is refused afterwards', async () => {
      const user = await createUser(ctx);
      expect((await me(bearer(user.token))).statusCode).toBe(200);
      const out = await ctx.app.inject({ method: 'POST', url: '/api/v1/users/logout', headers: bearer(user.token) });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ status: 'success', data: { data: null } });
      expect((await me(bearer(user.token))).statusCode).toBe(401);
      const [session] = await ctx.handle.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, decodeJwt(user.token).jti!));
      expect(session!.revokedAt).toBeInstanceOf(Date);
    });

    it('a suspended account loses its open sessions at once', async () => {
      const user = await createUser(ctx);
      await ctx.handle.db.update(users).set({ status: 'suspended' }).where(eq(users.id, user.id));
      expect((await me(bearer(user.token))).statusCode).toBe(401);
    });
  });

  describe('forged tokens are refused', () => {
    let user: Awaited<ReturnType<typeof createUser>>;
    let jti: string;
    const secret = testConfig().jwtSecret;
    const signed = (claims: { exp?: number; iss?: string; jti?: string } = {}, signingKey = secret) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setJti(claims.jti ?? jti)
        .setIssuer(claims.iss ?? 'cf-api')
        .setIssuedAt()
        .setExpirationTime(claims.exp ?? Math.floor(Date.now() / 1000) + 3600)
        .sign(key(signingKey));

    beforeAll(async () => {
      user = await createUser(ctx);
      jti = decodeJwt(user.token).jti!;
    });

    it('a token signed here for the live session works (the control case)', async () => {
      expect((await me(bearer(await signed()))).statusCode).toBe(200);
    });

    it.each([
      [
        'alg none',
        async () => new UnsecuredJWT({}).setSubject(user.id).setJti(jti).setIssuer('cf-api').setIssuedAt().setExpirationTime('1h').encode(),
      ],
      ['a wrong key', () => signed({}, 'another-secret-that-is-long-enough-0123456789')],
      ['an expired token', () => signed({ exp: Math.floor(Date.now() / 1000) - 60 })],
      ['a wrong issuer', () => signed({ iss: 'someone-else' })],
      ['an unknown session id', () => signed({ jti: '00000000-0000-4000-8000-000000000000' })],
      [
        'a tampered payload',
        async () => {
          const [header, , signature] = user.token.split('.');
          const staff = await insertUser(ctx, { isAdmin: true });
          const payload = Buffer.from(JSON.stringify({ ...decodeJwt(user.token), sub: staff.id })).toString('base64url');
          return `${header}.${payload}.${signature}`;
        },
      ],
      [
        'HS512 with the right key',
        () =>
          new SignJWT({})
            .setProtectedHeader({ alg: 'HS512' })
            .setJti(jti)
            .setIssuer('cf-api')
            .setIssuedAt()
            .setExpirationTime('1h')
            .sign(key(secret)),
      ],
    ])('%s → 401', async (_name, make) => {
      const token = await make();
      const res = await me(bearer(token));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: 'fail', message: 'Your session has expired. Please log in again.' });
      const console = await ctx.app.inject({ method: 'GET', url: '/api/v1/console/faqs', headers: bearer(token) });
      expect(console.statusCode).toBe(401);
    });
  });
});
