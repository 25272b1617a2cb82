import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { App } from '../types';
import { registerAdmin } from './admin';

/** Issue 12 item 8: the console and the site allowed <base href> on their own origin (base-uri 'self'). */
describe("CSP base-uri 'none'", () => {
  const dir = mkdtempSync(join(tmpdir(), 'cf-admin-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('on the console pages', async () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>console</title>');
    const app = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
    await registerAdmin(app as unknown as App, dir);
    const res = await app.inject({ method: 'GET', url: '/admin/' });
    await app.close();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("base-uri 'none'");
    expect(res.headers['content-security-policy']).not.toContain("base-uri 'self'");
  });
});
