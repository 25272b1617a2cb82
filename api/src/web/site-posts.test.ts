import { createServer, request as httpRequest } from 'node:http';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { cloneDatabase, databaseUrl, dropDatabase } from '@cf/db/testing';
import { openDatabase } from '@cf/db';
import { LIMITS } from '@cf/domain';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { insertUser, nextIp, type TestContext } from '../../test/app';
import { registerSite, SITE_BODY_MAX, SITE_UPLOAD_MAX, siteBodyLimit } from './site';

const buildDir = join(__dirname, '../../../site/build');
const API_MAX = 20;

/** The test app with the site mounted (the test helper's app has no site), and a low per-address limit. */
function useSiteApp(): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.database = await cloneDatabase(inject('templateDatabase'));
    ctx.handle = await openDatabase({ url: databaseUrl(ctx.database), poolSize: 4 });
    ctx.app = await buildApp(testConfig({ rateLimit: { max: API_MAX, window: '1 minute' } }), { database: ctx.handle });
    await registerSite(ctx.app, buildDir);
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.handle?.close();
    if (ctx.database) await dropDatabase(ctx.database);
  });
  return ctx;
}

const form = { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' };

describe.skipIf(!existsSync(join(buildDir, 'server/index.js')))('site posts and limits (issue 12 items 1 and 3)', () => {
  const ctx = useSiteApp();

  it('gives the upload limit only to the actions that take a file', () => {
    expect(SITE_UPLOAD_MAX).toBeGreaterThan(LIMITS.fileBytesMax);
    for (const path of [
      '/invest/abc',
      '/user-kyc',
      '/settings/profile',
      '/settings/investment-account?index',
      '/create-campaign/extras/5',
      '/campaign-dashboard/5/documents',
    ]) {
      expect(siteBodyLimit(path), path).toBe(SITE_UPLOAD_MAX);
    }
    for (const path of ['/contact-us', '/login', '/signup', '/', '/invest', '/settings/wallet'])
      expect(siteBodyLimit(path), path).toBe(SITE_BODY_MAX);
  });

  it('refuses a 100 MB form post with 413 from its Content-Length, before the body is read', async () => {
    // A real socket: the headers announce 100 MB, only a little is sent, and the answer comes anyway.
    const server = createServer((req, res) => ctx.app.routing(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest(
          { port, method: 'POST', path: '/contact-us', headers: { ...form, 'content-length': String(100 * 1024 * 1024) } },
          (res) => {
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (body += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          },
        );
        req.on('error', reject);
        req.write('name=' + 'a'.repeat(64 * 1024));
      });
      expect(answer.status).toBe(413);
      expect(answer.body).toBe('The form sent too much data.');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('refuses a form body just over 1 MiB with 413, translated; a small one is read', async () => {
    const big = 'message=' + 'a'.repeat(SITE_BODY_MAX + 10);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/contact-us',
      remoteAddress: nextIp(),
      headers: { ...form, 'accept-language': 'fr' },
      payload: big,
    });
    expect(res.statusCode).toBe(413);
    expect(res.body).toBe('Le formulaire a envoyé trop de données.');
    const small = await ctx.app.inject({
      method: 'POST',
      url: '/contact-us',
      remoteAddress: nextIp(),
      headers: form,
      payload: 'message=hello',
    });
    expect(small.statusCode).toBeLessThan(500);
    expect(small.statusCode).not.toBe(413);
  });

  it('lets an upload action take a file up to the API limit, and no more', async () => {
    const boundary = 'x-boundary';
    const multipart = (bytes: number) =>
      Buffer.concat([
        Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n`),
        Buffer.alloc(bytes, 1),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}`, 'sec-fetch-site': 'same-origin' };
    const near = await ctx.app.inject({
      method: 'POST',
      url: '/user-kyc',
      remoteAddress: nextIp(),
      headers,
      payload: multipart(LIMITS.fileBytesMax - 1024),
    });
    expect(near.statusCode).not.toBe(413);
    expect(near.statusCode).toBeLessThan(500);
    const over = await ctx.app.inject({
      method: 'POST',
      url: '/user-kyc',
      remoteAddress: nextIp(),
      headers,
      payload: multipart(SITE_UPLOAD_MAX),
    });
    expect(over.statusCode).toBe(413);
    // The same file to an action that takes none is refused.
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: '/contact-us',
      remoteAddress: nextIp(),
      headers,
      payload: multipart(LIMITS.fileBytesMax - 1024),
    });
    expect(elsewhere.statusCode).toBe(413);
  });

  it('answers 415 (not 500) to a body of a type no site form sends', async () => {
    for (const type of ['application/octet-stream', 'application/json', 'image/png']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/contact-us',
        remoteAddress: nextIp(),
        headers: { 'content-type': type, 'sec-fetch-site': 'same-origin' },
        payload: 'x',
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.body).toBe('This kind of request body is not accepted.');
    }
    const ar = await ctx.app.inject({
      method: 'POST',
      url: '/login',
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/octet-stream', 'sec-fetch-site': 'same-origin', 'accept-language': 'ar' },
      payload: 'x',
    });
    expect(ar.statusCode).toBe(415);
    expect(ar.body).toBe('هذا النوع من المحتوى غير مقبول.');
  });

  it('keeps signed-in pages at 200 past the API limit (the site calls in process), and answers 429 with Retry-After past the site limit', async () => {
    const user = await insertUser(ctx);
    const ip = nextIp();
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/login',
      remoteAddress: ip,
      headers: form,
      payload: new URLSearchParams({ email: user.email, password: user.password }).toString(),
    });
    expect(login.statusCode, login.body).toBe(302);
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    // Each signed-in page makes several API calls: before the fix, /users/me met the API's limit and the page was a 502.
    let pages = 1;
    for (; pages < API_MAX; pages++) {
      const page = await ctx.app.inject({ method: 'GET', url: '/settings/profile', remoteAddress: ip, headers: { cookie } });
      expect(page.statusCode, `page ${pages}`).toBe(200);
    }
    // The visitor's own calls to the API were not used up by the site's.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/site/shell', remoteAddress: ip })).statusCode).toBe(200);
    // Past the limit for real: 429 with Retry-After, in the visitor's language, never a 502.
    const over = await ctx.app.inject({
      method: 'GET',
      url: '/settings/profile',
      remoteAddress: ip,
      headers: { cookie, 'accept-language': 'fr' },
    });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.body).toBe('Trop de requêtes. Veuillez patienter un instant puis réessayer.');
    // Another visitor is not affected.
    expect((await ctx.app.inject({ method: 'GET', url: '/login', remoteAddress: nextIp() })).statusCode).toBe(200);
  });

  it("still counts the site's calls against a route's own limit (login attempts)", async () => {
    const ip = nextIp();
    const internal = { 'x-cf-internal': ctx.app.config.internalKey, 'x-cf-client-ip': ip };
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        remoteAddress: '127.0.0.1',
        headers: internal,
        payload: { email: 'nobody@example.com', password: 'Wrong-passw0rd!' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses[0]).toBe(401);
    expect(statuses.at(-1)).toBe(429);
  });
});
