import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sessions } from '@cf/db';
import { cloneDatabase, databaseUrl, dropDatabase } from '@cf/db/testing';
import { openDatabase } from '@cf/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { type AppConfig, testConfig } from '../config';
import { insertUser, nextIp, type TestContext } from '../../test/app';
import { registerSite } from './site';

const buildDir = join(__dirname, '../../../site/build');
const GRACE_SECONDS = 24 * 60 * 60;

/** The test app with the site mounted, at a public address (http or https). */
function useSiteApp(overrides: Partial<AppConfig>): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.database = await cloneDatabase(inject('templateDatabase'));
    ctx.handle = await openDatabase({ url: databaseUrl(ctx.database), poolSize: 4 });
    ctx.app = await buildApp(testConfig(overrides), { database: ctx.handle });
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

type Cookie = { name: string; value: string; attributes: Map<string, string> };

function cookiesOf(header: string | string[] | number | undefined): Cookie[] {
  return [header ?? []].flat().map((line) => {
    const [pair, ...attrs] = String(line).split(/;\s*/);
    const at = pair!.indexOf('=');
    return {
      name: pair!.slice(0, at),
      value: pair!.slice(at + 1),
      attributes: new Map(attrs.map((a) => [a.split('=')[0]!.toLowerCase(), a.split('=').slice(1).join('=')])),
    };
  });
}

/** Signs in through the site's login form; the answer and the API session it opened. */
async function siteLogin(ctx: TestContext, origin: string) {
  const user = await insertUser(ctx);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', origin, host: new URL(origin).host },
    payload: new URLSearchParams({ email: user.email, password: user.password }).toString(),
    remoteAddress: nextIp(),
  });
  const [session] = await ctx.handle.db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.userId, user.id))
    .orderBy(desc(sessions.expiresAt))
    .limit(1);
  return { res, session };
}

/** The cookie's Max-Age is the token's time left plus the day of the "session expired" notice. */
function expectLifetimeOfToken(cookie: Cookie, expiresAt: Date) {
  const maxAge = Number(cookie.attributes.get('max-age'));
  const expected = (expiresAt.getTime() - Date.now()) / 1000 + GRACE_SECONDS;
  expect(Math.abs(maxAge - expected), `Max-Age ${maxAge}, token ends ${expiresAt.toISOString()}`).toBeLessThan(15);
}

const hasSite = existsSync(join(buildDir, 'server/index.js'));

describe.skipIf(!hasSite)('site cookies behind https (issue 12 item 8)', () => {
  const origin = 'https://platform.example';
  // A lifetime unlike the default, so the cookie is seen to follow the token, not a constant.
  const ctx = useSiteApp({ publicUrl: origin, sessionLifetimeSeconds: 2 * 60 * 60 });

  it('the session cookie is __Host-, Secure, HttpOnly, for the whole site, and lives as long as its token (+ the notice day)', async () => {
    const { res, session } = await siteLogin(ctx, origin);
    expect(res.statusCode, res.body).toBe(302);
    const cookie = cookiesOf(res.headers['set-cookie']).find((c) => c.name.endsWith('cf_session'));
    expect(cookie?.name).toBe('__Host-cf_session');
    expect(cookie!.attributes.has('secure')).toBe(true);
    expect(cookie!.attributes.has('httponly')).toBe(true);
    expect(cookie!.attributes.get('path')).toBe('/');
    expect(cookie!.attributes.has('domain')).toBe(false);
    expect(cookie!.attributes.get('samesite')?.toLowerCase()).toBe('lax');
    expectLifetimeOfToken(cookie!, session!.expiresAt);
  });

  it('the language cookie is Secure', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/language',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin', origin },
      payload: 'lng=fr&redirectTo=/',
      remoteAddress: nextIp(),
    });
    expect(res.statusCode, res.body).toBe(302);
    const cookie = cookiesOf(res.headers['set-cookie']).find((c) => c.name === 'lng');
    expect(cookie?.value).toBe('fr');
    expect(cookie!.attributes.has('secure')).toBe(true);
  });
});

describe.skipIf(!hasSite)('site cookies over plain http (development, tests)', () => {
  const origin = 'http://localhost';
  const ctx = useSiteApp({});

  it('keeps the plain name and no Secure flag (a browser would drop a Secure cookie on http)', async () => {
    const { res, session } = await siteLogin(ctx, origin);
    expect(res.statusCode, res.body).toBe(302);
    const cookie = cookiesOf(res.headers['set-cookie']).find((c) => c.name.endsWith('cf_session'));
    expect(cookie?.name).toBe('cf_session');
    expect(cookie!.attributes.has('secure')).toBe(false);
    expectLifetimeOfToken(cookie!, session!.expiresAt);
  });
});
