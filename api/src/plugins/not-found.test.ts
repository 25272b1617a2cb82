import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextIp, useTestApp } from '../../test/app';
import { buildApp } from '../app';
import { testConfig } from '../config';
import type { App } from '../types';

/** Issue 12 item 7: unknown /api/v1 paths fell through to the site's catch-all (HTML 404 or Remix's 405). */
describe('unknown /api/v1 paths answer in the envelope', () => {
  const ctx = useTestApp();
  let app: App;

  beforeAll(async () => {
    app = await buildApp(testConfig(), { database: ctx.handle });
    // What web/site.ts registers after the API: a catch-all for every other path.
    app.all('*', async (_request, reply) => reply.status(405).type('text/html').send('<html>You made a request without an action</html>'));
    await app.ready();
  });
  afterAll(() => app.close());

  const call = (method: string, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: method as 'GET', url, remoteAddress: nextIp(), headers });

  it.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'])('%s of an unknown path is a JSON 404', async (method) => {
    for (const url of ['/api/v1/no-such-thing', '/api/v1/no/such/thing?x=1', '/api/v1', '/api/v1/']) {
      const res = await call(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ status: 'fail', message: 'There is nothing at this address.' });
    }
  });

  it('a HEAD of an unknown path is 404 too', async () => {
    const res = await call('HEAD', '/api/v1/no-such-thing');
    expect(res.statusCode).toBe(404);
  });

  it('a known path with the wrong method is a JSON 404 with Allow, never the framework message', async () => {
    const res = await call('DELETE', '/api/v1/health');
    expect(res.statusCode).toBe(404);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.json()).toEqual({ status: 'fail', message: 'This method is not allowed here.' });
    const withParam = await call('PUT', '/api/v1/users/profile/someone');
    expect(withParam.statusCode).toBe(404);
    expect(withParam.body).not.toMatch(/<html|action/);
  });

  it('speaks the caller language', async () => {
    const fr = await call('GET', '/api/v1/nope', { 'accept-language': 'fr' });
    expect(fr.json()).toEqual({ status: 'fail', message: 'Il n’y a rien à cette adresse.' });
    const ar = await call('POST', '/api/v1/health', { 'accept-language': 'ar' });
    expect(ar.statusCode).toBe(404);
    expect(ar.json().message).toBe('هذه الطريقة غير مسموح بها هنا.');
  });

  it('known routes and paths outside the API are untouched', async () => {
    expect((await call('GET', '/api/v1/health')).statusCode).toBe(200);
    expect((await call('GET', '/some/page')).body).toContain('<html>');
  });
});
