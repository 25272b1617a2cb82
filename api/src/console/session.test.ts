import { describe, expect, it } from 'vitest';
import { awayFromStepEdge, totp } from '../../test/accounts';
import { insertUser, nextIp, useTestApp } from '../../test/app';
import { encryptSecret } from '../lib/crypto';
import { testConfig } from '../config';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('console staff login: the site rules apply', () => {
  const ctx = useTestApp();
  const sessionLogin = (body: Record<string, unknown>, remoteAddress = nextIp()) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/console/session', payload: body, remoteAddress });

  it('locks a staff account out after 5 wrong passwords, even with the right one after', async () => {
    const staff = await insertUser(ctx, { isAdmin: true });
    for (let i = 0; i < 5; i++) expect((await sessionLogin({ email: staff.email, password: 'Wrong-pass1!' })).statusCode).toBe(401);
    const locked = await sessionLogin({ email: staff.email, password: staff.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().retryAfterSeconds).toBeGreaterThan(0);
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
