import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { commitSession, getSession, signIn, signOut } from './session.server';

const GRACE = 24 * 60 * 60;
const context = (secureCookies: boolean) =>
  ({ sessionSecret: 'test-secret', sessionLifetimeSeconds: 2 * 60 * 60, secureCookies }) as unknown as AppLoadContext;
const request = (cookie = '') => new Request('https://platform.example/', { headers: cookie ? { cookie } : {} });
const maxAgeOf = (header: string) => Number(/Max-Age=(\d+)/.exec(header)?.[1]);

/** Issue 12 item 8: the session cookie follows its token and is __Host- behind https. */
describe('the session cookie', () => {
  it('lives as long as the token it holds (+ the day of the expired notice), not a fixed lifetime', async () => {
    const session = await getSession(request(), context(true));
    // A token with 10 minutes left (a session renewed late, or shortened by the API).
    signIn(session, 'token', new Date(Date.now() + 10 * 60_000).toISOString());
    const header = await commitSession(session, context(true));
    expect(Math.abs(maxAgeOf(header) - (600 + GRACE))).toBeLessThanOrEqual(2);
  });

  it('does not grow when it is written again later (a toast, a flash)', async () => {
    const ctx = context(true);
    const first = await getSession(request(), ctx);
    signIn(first, 'token', new Date(Date.now() + 5 * 60_000).toISOString());
    const cookie = (await commitSession(first, ctx)).split(';')[0]!;
    const again = await getSession(request(cookie), ctx);
    again.flash('welcome', 'Ada');
    expect(maxAgeOf(await commitSession(again, ctx))).toBeLessThanOrEqual(300 + GRACE);
  });

  it('without a token (signed out) uses the configured lifetime', async () => {
    const session = await getSession(request(), context(true));
    signIn(session, 'token', new Date(Date.now() + 60_000).toISOString());
    signOut(session);
    expect(maxAgeOf(await commitSession(session, context(true)))).toBe(2 * 60 * 60);
  });

  it('is __Host- prefixed and Secure behind https, plain over http', async () => {
    const secure = await commitSession(await getSession(request(), context(true)), context(true));
    expect(secure).toMatch(/^__Host-cf_session=/);
    expect(secure).toMatch(/; Secure/);
    expect(secure).toMatch(/; Path=\//);
    expect(secure).not.toMatch(/Domain=/i);
    const plain = await commitSession(await getSession(request(), context(false)), context(false));
    expect(plain).toMatch(/^cf_session=/);
    expect(plain).not.toMatch(/Secure/);
  });
});
