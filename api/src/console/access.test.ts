import { captchaSettings, DEMO_LOGINS, DEMO_PASSWORD } from '@cf/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, nextIp, staffToken, useTestApp } from '../../test/app';
import { consoleResources } from './routes';

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';
const SESSION = '/api/v1/console/session';

describe('console access', () => {
  const ctx = useTestApp();
  let investorToken = '';
  /** Every console route as registered (from the OpenAPI document, which lists every route with a schema). */
  let routes: { method: Method; url: string; path: string }[] = [];

  beforeAll(async () => {
    investorToken = (await createUser(ctx, { userType: 'investor' })).token;
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    routes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/v1/console/'))
      .flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => ({ method: m.toUpperCase() as Method, path, url: path.replace(/\{[^}]+\}/g, '1') })),
      )
      // Signing in is the only console route open to anyone (signing out needs a session: issue 12 item 8).
      .filter((r) => !(r.path === SESSION && r.method === 'POST'));
    // HEAD answers for every GET (Fastify adds it) and must be guarded as well.
    routes.push(...routes.filter((r) => r.method === 'GET').map((r) => ({ ...r, method: 'HEAD' as const })));
  });

  it('the route list is complete: every resource and action of the console is in it', () => {
    const has = (method: Method, path: string) => routes.some((r) => r.method === method && r.path === path);
    for (const def of consoleResources) {
      const base = `/api/v1/console/${def.name}`;
      expect(has('GET', base), `GET ${base}`).toBe(true);
      expect(has('GET', `${base}/{id}`), `GET ${base}/{id}`).toBe(true);
      if (def.input) expect(has('PUT', `${base}/{id}`), `PUT ${base}/{id}`).toBe(true);
      if (def.input && !def.singleton && def.allow?.create !== false) expect(has('POST', base), `POST ${base}`).toBe(true);
    }
    expect(has('POST', '/api/v1/console/site-settings/{id}/maintenance')).toBe(true);
    expect(has('POST', '/api/v1/console/uploads')).toBe(true);
    expect(has('GET', '/api/v1/console/newsletter-subscribers/export.csv')).toBe(true);
    // Accounts: staff actions on users, reviews and deletion requests.
    for (const action of ['suspend', 'restore', 'staff']) expect(has('POST', `/api/v1/console/users/{id}/${action}`), action).toBe(true);
    for (const resource of ['kyc', 'accreditations'])
      for (const action of ['approve', 'decline']) expect(has('POST', `/api/v1/console/${resource}/{id}/${action}`), action).toBe(true);
    expect(has('GET', '/api/v1/console/kyc/{id}/documents/{documentId}')).toBe(true);
    expect(has('GET', '/api/v1/console/accreditations/{id}/letter')).toBe(true);
    expect(has('GET', '/api/v1/console/accreditations/{id}/contract')).toBe(true);
    for (const action of ['complete', 'reject']) expect(has('POST', `/api/v1/console/deletion-requests/{id}/${action}`), action).toBe(true);
    // Campaigns: the list, the whole submission, staff decisions; comment moderation; FAQ templates.
    expect(has('GET', '/api/v1/console/campaigns')).toBe(true);
    expect(has('GET', '/api/v1/console/campaigns/{id}')).toBe(true);
    for (const action of ['approve', 'decline', 'hide', 'inactivate', 'reactivate', 'feature'])
      expect(has('POST', `/api/v1/console/campaigns/{id}/${action}`), action).toBe(true);
    for (const action of ['approve', 'decline', 'spam']) expect(has('POST', `/api/v1/console/comments/{id}/${action}`), action).toBe(true);
    expect(has('DELETE', '/api/v1/console/comments/{id}')).toBe(true);
    for (const method of ['POST', 'PUT', 'DELETE'] as const)
      expect(
        has(method, method === 'POST' ? '/api/v1/console/campaign-faq-templates' : '/api/v1/console/campaign-faq-templates/{id}'),
        method,
      ).toBe(true);
    for (const name of ['users', 'kyc', 'accreditations', 'deletion-requests', 'outbox', 'comments', 'campaign-faq-templates'])
      expect(
        consoleResources.some((r) => r.name === name),
        name,
      ).toBe(true);
    expect(has('GET', SESSION)).toBe(true);
    expect(has('DELETE', SESSION)).toBe(true);
    expect(routes.length).toBeGreaterThan(consoleResources.length * 2 + 40);
  });

  it('every console route refuses a caller without a token (401)', async () => {
    const failures: string[] = [];
    for (const { method, url } of routes) {
      const res = await ctx.app.inject({ method, url });
      if (res.statusCode !== 401) failures.push(`${method} ${url} → ${res.statusCode}`);
      else if (method !== 'HEAD') expect(res.json()).toEqual({ status: 'fail', message: 'Please log in to continue.' });
    }
    expect(failures).toEqual([]);
  });

  it('every console route refuses a signed-in user who is not staff (403), by bearer token or by cookie', async () => {
    const failures: string[] = [];
    for (const { method, url } of routes) {
      for (const headers of [bearer(investorToken), { cookie: `cf_console=${investorToken}` }]) {
        const res = await ctx.app.inject({ method, url, headers });
        if (res.statusCode !== 403) failures.push(`${method} ${url} (${Object.keys(headers)[0]}) → ${res.statusCode}`);
        else if (method !== 'HEAD') expect(res.json()).toEqual({ status: 'fail', message: 'This console is for staff only.' });
      }
    }
    expect(failures).toEqual([]);
  });

  it('the guard runs before validation: a non-staff write with a bad body is still a 403, and nothing is written', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/console/faqs',
      headers: bearer(investorToken),
      payload: { lang: 'en' },
    });
    expect(res.statusCode).toBe(403);
  });

  describe('staff session', () => {
    const session = (payload: unknown) =>
      ctx.app.inject({ method: 'POST', url: SESSION, payload: payload as object, remoteAddress: nextIp() });
    const cookieHeader = (value: string) => ({ cookie: `cf_console=${value}` });

    it('POST /console/session sets an httpOnly, SameSite=Strict cookie scoped to the console API, as long-lived as the token, that authorises console calls', async () => {
      const res = await session({ email: DEMO_LOGINS.admin, password: DEMO_PASSWORD });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ email: DEMO_LOGINS.admin, isAdmin: true });
      expect(res.body).not.toMatch(/token|passwordHash/i);
      const cookie = res.cookies.find((c) => c.name === 'cf_console');
      expect(cookie).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
        path: '/api/v1/console',
        maxAge: ctx.app.config.sessionLifetimeSeconds,
      });
      // Plain http (the local demo): no Secure flag, so no __Host- prefix either (session.test.ts covers https).
      expect(cookie!.secure).toBeUndefined();
      const expires = new Date(cookie!.expires!).getTime();
      expect(Math.abs(expires - (Date.now() + ctx.app.config.sessionLifetimeSeconds * 1000))).toBeLessThan(5_000);

      const who = await ctx.app.inject({ method: 'GET', url: SESSION, headers: cookieHeader(cookie!.value) });
      expect(who.statusCode).toBe(200);
      expect(who.json()).toEqual({
        id: expect.any(String),
        email: DEMO_LOGINS.admin,
        firstName: 'Ada',
        lastName: 'Admin',
        isAdmin: true,
        notificationLanguage: 'en',
      });
      const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/console/faqs', headers: cookieHeader(cookie!.value) });
      expect(list.statusCode).toBe(200);
      // Outside the console API the cookie is not a credential.
      expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/users/me', headers: cookieHeader(cookie!.value) })).statusCode).toBe(401);
    });

    it('DELETE /console/session revokes the token and clears the cookie for staff; a visitor gets 401', async () => {
      const res = await session({ email: DEMO_LOGINS.admin, password: DEMO_PASSWORD });
      const value = res.cookies.find((c) => c.name === 'cf_console')!.value;
      const out = await ctx.app.inject({ method: 'DELETE', url: SESSION, headers: cookieHeader(value) });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ ok: true });
      const cleared = out.cookies.find((c) => c.name === 'cf_console');
      expect(cleared).toMatchObject({ value: '', path: '/api/v1/console', httpOnly: true, sameSite: 'Strict' });
      expect(new Date(cleared!.expires!).getTime()).toBeLessThan(Date.now());
      const after = await ctx.app.inject({ method: 'GET', url: '/api/v1/console/faqs', headers: cookieHeader(value) });
      expect(after.statusCode).toBe(401);
      // Signing out again with the revoked cookie, or with no session at all: there is nothing to end.
      const again = await ctx.app.inject({ method: 'DELETE', url: SESSION, headers: cookieHeader(value) });
      expect(again.statusCode).toBe(401);
      expect(again.json()).toEqual({ status: 'fail', message: 'Your session has expired. Please log in again.' });
      const visitor = await ctx.app.inject({ method: 'DELETE', url: SESSION });
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json()).toEqual({ status: 'fail', message: 'Please log in to continue.' });
      expect(visitor.headers['set-cookie']).toBeUndefined();
    });

    it('refuses a non-staff account (403, no cookie) and a wrong password (401, the login message)', async () => {
      const investor = await session({ email: DEMO_LOGINS.investor, password: DEMO_PASSWORD });
      expect(investor.statusCode).toBe(403);
      expect(investor.json()).toEqual({ status: 'fail', message: 'This console is for staff only.' });
      expect(investor.cookies).toEqual([]);
      const wrong = await session({ email: DEMO_LOGINS.admin, password: 'Wrong!Password1' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ status: 'fail', message: 'Incorrect email or password.' });
      const unknown = await session({ email: 'nobody@demo.test', password: 'Wrong!Password1' });
      expect(unknown.json()).toEqual(wrong.json());
    });

    it('a staff bearer token from POST /users/login works on the console until POST /users/logout', async () => {
      const token = await staffToken(ctx);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/console/languages', headers: bearer(token) })).statusCode).toBe(200);
      const out = await ctx.app.inject({ method: 'POST', url: '/api/v1/users/logout', headers: bearer(token) });
      expect(out.statusCode).toBe(200);
      const after = await ctx.app.inject({ method: 'GET', url: '/api/v1/console/languages', headers: bearer(token) });
      expect(after.statusCode).toBe(401);
      expect(after.json().message).toBe('Your session has expired. Please log in again.');
    });

    it('asks for the captcha when staff switch it on for the console login', async () => {
      await ctx.handle.db.update(captchaSettings).set({ adminLogin: true });
      try {
        const res = await session({ email: DEMO_LOGINS.admin, password: DEMO_PASSWORD });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual([{ field: 'captchaText', message: 'Please enter the captcha text.' }]);
        expect(res.cookies).toEqual([]);
      } finally {
        await ctx.handle.db.update(captchaSettings).set({ adminLogin: false });
      }
    });
  });
});
