import { siteSettings } from '@cf/db';
import { isMaintenanceExemptApiPath } from '@cf/domain';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { bearer, createUser, nextIp, staffToken, useTestApp } from '../../test/app';

/** Issue 12 item 9: maintenance blocked site pages only; the API stayed open to everyone. */
describe('maintenance blocks the API too, except the exempt address and what must stay open', () => {
  const ctx = useTestApp();
  const setMaintenance = async (maintainanceMode: boolean, exceptIP: string | null = null) => {
    await ctx.handle.db.update(siteSettings).set({ maintainanceMode, exceptIP });
    await ctx.app.publicCache.invalidate();
  };
  afterEach(() => setMaintenance(false));
  afterAll(() => setMaintenance(false));

  const call = (method: string, url: string, remoteAddress = nextIp(), headers: Record<string, string> = {}, payload?: unknown) =>
    ctx.app.inject({
      method: method as 'GET',
      url,
      remoteAddress,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('answers 503 in the envelope with Retry-After, in the caller language', async () => {
    const user = await createUser(ctx);
    await setMaintenance(true);
    const res = await call('GET', '/api/v1/users/me', nextIp(), bearer(user.token));
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('600');
    expect(res.json()).toEqual({ status: 'error', message: 'The service is down for maintenance. Please try again shortly.' });
    const fr = await call('POST', '/api/v1/users/login', nextIp(), { 'accept-language': 'fr' }, { email: 'a@b.c', password: 'x' });
    expect(fr.statusCode).toBe(503);
    expect(fr.json().message).toBe('Le service est en maintenance. Veuillez réessayer dans quelques instants.');
    expect((await call('GET', '/api/v1/users?q=a')).statusCode).toBe(503);
  });

  it('lets the exempt address through, also when the site calls in process for it', async () => {
    const user = await createUser(ctx);
    await setMaintenance(true, '10.9.8.7, 10.9.8.6');
    expect((await call('GET', '/api/v1/users/me', '10.9.8.7', bearer(user.token))).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/users/me', '::ffff:10.9.8.6', bearer(user.token))).statusCode).toBe(200);
    const internal = { 'x-cf-internal': ctx.app.config.internalKey, 'x-cf-client-ip': '10.9.8.7', ...bearer(user.token) };
    expect((await call('GET', '/api/v1/users/me', '127.0.0.1', internal)).statusCode).toBe(200);
    // A forged client address without the internal key does not pass.
    expect((await call('GET', '/api/v1/users/me', nextIp(), { 'x-cf-client-ip': '10.9.8.7', ...bearer(user.token) })).statusCode).toBe(503);
  });

  it('keeps the health check, the notice settings and the console open; staff can log in and switch it off', async () => {
    const token = await staffToken(ctx);
    await setMaintenance(true);
    expect((await call('GET', '/api/v1/health')).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/admin/site-setting/front')).json().data.data.maintainanceMode).toBe(true);
    expect((await call('GET', '/api/v1/site/shell')).statusCode).toBe(200);
    expect((await call('GET', '/api/v1/admin/languages/front')).statusCode).toBe(200);
    // Console login is reachable (a wrong password is refused by the login itself, not by maintenance).
    const login = await call(
      'POST',
      '/api/v1/console/session',
      nextIp(),
      {},
      { email: 'nobody@example.com', password: 'wrong-password-1' },
    );
    expect(login.statusCode).not.toBe(503);
    const off = await call('POST', '/api/v1/console/site-settings/1/maintenance', nextIp(), bearer(token), { maintainanceMode: false });
    expect(off.statusCode, off.body).toBe(200);
    expect((await call('GET', '/api/v1/users?q=a')).statusCode).not.toBe(503);
  });

  it('payment webhooks still reach their handlers (money must not be lost while in maintenance)', async () => {
    await setMaintenance(true);
    for (const provider of ['stripe', 'paypal', 'plaid']) {
      const res = await call('POST', `/api/v1/webhooks/${provider}`, nextIp(), {}, {});
      expect(res.statusCode, `${provider}: ${res.body}`).not.toBe(503);
    }
  });

  it('lists exactly the exempt paths', () => {
    expect(isMaintenanceExemptApiPath('GET', '/health')).toBe(true);
    expect(isMaintenanceExemptApiPath('POST', '/console/session')).toBe(true);
    expect(isMaintenanceExemptApiPath('POST', '/webhooks/stripe')).toBe(true);
    expect(isMaintenanceExemptApiPath('GET', '/site/shell?x=1')).toBe(true);
    expect(isMaintenanceExemptApiPath('PUT', '/site/shell')).toBe(false);
    expect(isMaintenanceExemptApiPath('GET', '/consoleX')).toBe(false);
    expect(isMaintenanceExemptApiPath('POST', '/users/login')).toBe(false);
  });
});
