import { openDatabase } from '@cf/db';
import { databaseUrl } from '@cf/db/testing';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { buildApp } from '../../app';
import { testConfig } from '../../config';

describe('service routes', () => {
  // A low general limit, so that the health check's exemption shows.
  const ctx = useTestApp({ rateLimit: { max: 5, window: '1 minute' } });

  it('answers ok when the database is reachable', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'up', uptimeSeconds: expect.any(Number) });
  });

  it('answers 503 when the database is down', async () => {
    // A second app on its own connection pool, whose pool is then closed under it.
    const handle = await openDatabase({ url: databaseUrl(ctx.database), poolSize: 1 });
    const app = await buildApp(testConfig(), { database: handle });
    try {
      await app.ready();
      expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
      await handle.close();
      const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable', database: 'down', uptimeSeconds: expect.any(Number) });
      // Other routes say it is a short outage (503 with Retry-After, the envelope, no details).
      const other = await app.inject({ method: 'GET', url: '/api/v1/admin/languages/front' });
      expect(other.statusCode).toBe(503);
      expect(Number(other.headers['retry-after'])).toBeGreaterThan(0);
      expect(other.json()).toEqual({
        status: 'error',
        message: 'The service is briefly unavailable. Please try again in a moment.',
        retryAfterSeconds: 2,
      });
    } finally {
      await app.close();
    }
  });

  it('is not rate-limited (nor are cached public reads), while other routes are', async () => {
    const health = await Promise.all(
      Array.from({ length: 30 }, () => ctx.app.inject({ method: 'GET', url: '/api/v1/health', remoteAddress: '10.9.9.9' })),
    );
    expect(health.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
    const cached = await Promise.all(
      Array.from({ length: 30 }, () => ctx.app.inject({ method: 'GET', url: '/api/v1/admin/languages/front', remoteAddress: '10.9.9.9' })),
    );
    expect(cached.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
    const other = [];
    for (let i = 0; i < 6; i++)
      other.push((await ctx.app.inject({ method: 'GET', url: '/api/v1/users/me', remoteAddress: '10.9.9.9' })).statusCode);
    expect(other).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('unknown routes are a 404 envelope in the caller language', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: 'fail', message: 'There is nothing at this address.' });
    const fr = await ctx.app.inject({ method: 'GET', url: '/api/v1/no-such-thing', headers: { 'accept-language': 'fr' } });
    expect(fr.json().message).toBe('Il n’y a rien à cette adresse.');
  });

  it('the OpenAPI document lists the routes with their schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, { requestBody?: unknown }>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/admin/site-setting/front', '/api/v1/contact-us', '/api/v1/console/faqs']),
    );
    const contact = JSON.stringify(doc.paths['/api/v1/contact-us']!.post!.requestBody);
    expect(contact).toContain('subject');
    const schema = (doc.paths['/api/v1/contact-us']!.post!.requestBody as { content: Record<string, { schema: { required: string[] } }> })
      .content['application/json']!.schema;
    // Optional fields are optional in the document too.
    expect(schema.required.sort()).toEqual(['category', 'description', 'email', 'name', 'subject']);
  });
});
