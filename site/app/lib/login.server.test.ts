import type { AppLoadContext } from '@remix-run/node';
import { describe, expect, it } from 'vitest';
import { AFTER_LOGIN } from './account-paths';
import { continueLogin, type LoginAnswer, loginAnswerOf } from './login.server';
import { getSession, isExpired, type SiteSession, tokenOf } from './session.server';

const context = { sessionSecret: 'test-session-secret-of-at-least-32-characters' } as AppLoadContext;
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

async function freshSession(): Promise<SiteSession> {
  return getSession(new Request('http://site.test/login'), context);
}

/** The session the browser sends back after following the answer. */
async function sessionAfter(res: Response): Promise<SiteSession> {
  const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
  return getSession(new Request('http://site.test/', { headers: { cookie } }), context);
}

const signedInAnswer = (extra: Partial<LoginAnswer> = {}): LoginAnswer => ({
  status: 'success',
  token: 'api-token',
  expiresAt: inAnHour(),
  data: { data: { firstName: 'Ann' } as never },
  ...extra,
});

describe('continueLogin', () => {
  it('signs in, says welcome once, and goes where the visitor was going', async () => {
    const res = await continueLogin(signedInAnswer(), { session: await freshSession(), context, redirectTo: '/dashboard?tab=2' });
    expect(res!.status).toBe(302);
    expect(res!.headers.get('location')).toBe('/dashboard?tab=2');
    const session = await sessionAfter(res!);
    expect(tokenOf(session)).toBe('api-token');
    expect(session.get('welcome')).toBe('Ann');
  });

  it('never sends the visitor off-site after a login', async () => {
    for (const target of ['//evil.test', 'https://evil.test/', '/\\evil.test', '/\t/evil.test']) {
      const res = await continueLogin(signedInAnswer(), { session: await freshSession(), context, redirectTo: target });
      expect(res!.headers.get('location'), target).toBe(AFTER_LOGIN);
    }
  });

  it('keeps a two-factor challenge in the session, never in the address', async () => {
    const answer: LoginAnswer = { status: 'success', twoFactorRequired: true, challengeToken: 'challenge-123' };
    const res = await continueLogin(answer, { session: await freshSession(), context, redirectTo: '/settings/profile' });
    expect(res!.headers.get('location')).toBe('/login-user-verification');
    const session = await sessionAfter(res!);
    expect(session.get('challengeToken')).toBe('challenge-123');
    expect(session.get('afterLogin')).toBe('/settings/profile');
    expect(tokenOf(session)).toBeNull();
  });

  it('sends a site that requires two-factor to its set-up first', async () => {
    const answer: LoginAnswer = { status: 'success', twoFactorSetupRequired: true, setupToken: 'setup-1' };
    const res = await continueLogin(answer, { session: await freshSession(), context, redirectTo: null });
    expect(res!.headers.get('location')).toBe('/auth-user-verification');
    expect((await sessionAfter(res!)).get('setupToken')).toBe('setup-1');
  });

  it('leaves an answer that is not a login to the caller', async () => {
    expect(await continueLogin(null, { session: await freshSession(), context, redirectTo: null })).toBeNull();
    expect(await continueLogin({ status: 'success' }, { session: await freshSession(), context, redirectTo: null })).toBeNull();
    expect(loginAnswerOf({ status: 401, json: { status: 'fail', message: 'Wrong password' } })).toBeNull();
    expect(loginAnswerOf({ status: 200, json: { status: 'success', token: 't' } })).toEqual({ status: 'success', token: 't' });
  });
});

describe('session token', () => {
  it('counts an expired token as signed out, and says it expired', async () => {
    const session = await freshSession();
    session.set('token', 'old');
    session.set('expiresAt', new Date(Date.now() - 1000).toISOString());
    expect(tokenOf(session)).toBeNull();
    expect(isExpired(session)).toBe(true);
  });

  it('a session without a token is neither signed in nor expired', async () => {
    const session = await freshSession();
    expect(tokenOf(session)).toBeNull();
    expect(isExpired(session)).toBe(false);
  });
});
