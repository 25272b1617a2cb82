import { describe, expect, it } from 'vitest';
import { nextIp, useTestApp } from '../../test/app';

/** The console keeps its own language: the site's `lng` cookie must not override it on the console API. */
describe('request language', () => {
  const ctx = useTestApp();
  const call = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers, remoteAddress: nextIp() });

  it('on the site API the lng cookie wins over Accept-Language', async () => {
    const res = await call('/api/v1/no-such-thing', { cookie: 'lng=fr', 'accept-language': 'ar' });
    expect(res.json().message).toBe('Il n’y a rien à cette adresse.');
  });

  it('on the console API the console’s Accept-Language wins over the site’s cookie', async () => {
    const res = await call('/api/v1/console/session', { cookie: 'lng=fr', 'accept-language': 'ar' });
    expect(res.statusCode).toBe(401);
    const english = await call('/api/v1/console/session', { cookie: 'lng=fr', 'accept-language': 'en' });
    expect(res.json().message).not.toBe(english.json().message);
    expect(res.json().message).toMatch(/[\u0600-\u06FF]/);
  });
});
