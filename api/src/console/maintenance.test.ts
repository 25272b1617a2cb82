import cookie from '@fastify/cookie';
import { siteSettings } from '@cf/db';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf, type StaffClient, staffClient, staffToken, useTestApp } from '../../test/app';
import { maintenanceHook } from '../web/maintenance';

type Settings = { siteName: string; maintainanceMode: boolean; sitePrimaryColor: string };

describe('maintenance mode and public settings after staff changes', () => {
  const ctx = useTestApp();
  let token = '';
  let staff: StaffClient;
  const front = async () => dataOf<Settings>(await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/site-setting/front' }));
  const shell = async () => dataOf<{ settings: Settings }>(await ctx.app.inject({ method: 'GET', url: '/api/v1/site/shell' })).settings;
  const toggle = (maintainanceMode: unknown) => staff.post('/api/v1/console/site-settings/1/maintenance', { maintainanceMode });

  beforeAll(async () => {
    token = await staffToken(ctx);
    staff = staffClient(ctx, () => token);
  });

  it('POST /console/site-settings/1/maintenance flips the public maintainanceMode, and back', async () => {
    expect((await front()).maintainanceMode).toBe(false);
    expect((await shell()).maintainanceMode).toBe(false);
    try {
      const on = await toggle(true);
      expect(on.statusCode).toBe(200);
      expect(on.json()).toEqual({ id: 1, maintainanceMode: true });
      expect((await front()).maintainanceMode).toBe(true);
      expect((await shell()).maintainanceMode).toBe(true);
      // The API itself stays up for everyone (only site pages are blocked).
      expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/languages/front' })).statusCode).toBe(200);
    } finally {
      const off = await toggle(false);
      expect(off.json()).toEqual({ id: 1, maintainanceMode: false });
    }
    expect((await front()).maintainanceMode).toBe(false);
  });

  it('refuses a bad switch value and any settings id but 1', async () => {
    const bad = await toggle('yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: [{ field: 'maintainanceMode' }] });
    const other = await staff.post('/api/v1/console/site-settings/2/maintenance', { maintainanceMode: true });
    expect(other.statusCode).toBe(400);
    expect((await front()).maintainanceMode).toBe(false);
  });

  it('a site-settings save shows at once on the public endpoint and in the shell', async () => {
    const before = await front();
    expect(before.siteName).toBe('Fundright');
    await shell();
    const record = (await staff.get('/api/v1/console/site-settings/1')).json() as Record<string, unknown>;
    try {
      const res = await staff.put('/api/v1/console/site-settings/1', { ...record, siteName: 'Fundbright', sitePrimaryColor: '#112233' });
      expect(res.statusCode, res.body).toBe(200);
      expect(await front()).toMatchObject({ siteName: 'Fundbright', sitePrimaryColor: '#112233' });
      expect(await shell()).toMatchObject({ siteName: 'Fundbright' });
    } finally {
      await staff.put('/api/v1/console/site-settings/1', record);
    }
  });

  describe('site pages are blocked by address (the hook the site registers)', () => {
    let site: FastifyInstance;
    const page = (remoteAddress: string, headers: Record<string, string> = {}) =>
      site.inject({ method: 'GET', url: '/some/page', remoteAddress, headers });
    const setMaintenance = async (maintainanceMode: boolean, exceptIP: string | null) => {
      await ctx.handle.db.update(siteSettings).set({ maintainanceMode, exceptIP });
      await ctx.app.publicCache.invalidate();
    };

    beforeAll(async () => {
      site = Fastify();
      site.decorate('db', ctx.app.db);
      site.decorate('publicCache', ctx.app.publicCache);
      await site.register(cookie);
      site.addHook('onRequest', maintenanceHook(site as never));
      site.get('/some/page', async () => 'the page');
      await site.ready();
    });
    afterAll(async () => {
      await site.close();
      await setMaintenance(false, null);
    });

    it('serves pages when maintenance is off', async () => {
      await setMaintenance(false, '203.0.113.1');
      const res = await page('198.51.100.9');
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('the page');
    });

    it('answers 503 with Retry-After and the notice in the visitor language, except to the exempt addresses', async () => {
      await setMaintenance(true, '203.0.113.1, 2001:db8::7');
      const blocked = await page('198.51.100.9');
      expect(blocked.statusCode).toBe(503);
      expect(blocked.headers['retry-after']).toBe('600');
      expect(blocked.headers['cache-control']).toBe('no-store');
      expect(blocked.body).toContain('<html lang="en" dir="ltr">');
      const ar = await page('198.51.100.9', { cookie: 'lng=ar' });
      expect(ar.body).toContain('<html lang="ar" dir="rtl">');
      expect((await page('203.0.113.1')).statusCode).toBe(200);
      expect((await page('::ffff:203.0.113.1')).statusCode).toBe(200);
      expect((await page('2001:db8::7')).statusCode).toBe(200);
      expect((await page('203.0.113.10')).statusCode).toBe(503);
    });

    it('follows the console switch at once (the cached state is dropped)', async () => {
      await setMaintenance(false, null);
      expect((await page('198.51.100.9')).statusCode).toBe(200);
      await toggle(true);
      try {
        expect((await page('198.51.100.9')).statusCode).toBe(503);
      } finally {
        await toggle(false);
      }
      expect((await page('198.51.100.9')).statusCode).toBe(200);
    });
  });
});
