import { join } from 'node:path';
import { type DatabaseHandle, DEMO_LOGINS, DEMO_PASSWORD, openDatabase } from '@cf/db';
import { cloneDatabase, databaseUrl, dropDatabase } from '@cf/db/testing';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import type { App } from '../types';
import { bearer, dataOf, nextIp } from '../../test/app';
import { registerSite } from './site';

const buildDir = join(__dirname, '../../../site/build');
const SLUG = 'harbor-and-vine-bistros';
const PATH = `/campaign-detail-page/${SLUG}`;

/** The "Saved by N" count a campaign page shows. */
const savedCount = (html: string) => Number(/Saved by (\d+)/.exec(html)?.[1]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a write on one instance empties every instance’s page cache (NOTIFY)', () => {
  let database = '';
  const handles: DatabaseHandle[] = [];
  const apps: App[] = [];

  beforeAll(async () => {
    database = await cloneDatabase(inject('templateDatabase'));
    for (let i = 0; i < 2; i++) {
      const handle = await openDatabase({ url: databaseUrl(database), poolSize: 3 });
      handles.push(handle);
      // A minute's lifetime: only the other instance's NOTIFY can explain a fresh page.
      const app = await buildApp(testConfig({ pageCacheSeconds: 60 }), { database: handle });
      await registerSite(app, buildDir);
      await app.ready();
      apps.push(app);
    }
  }, 60_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
    if (database) await dropDatabase(database);
  });

  const page = async (app: App) => {
    const res = await app.inject({ method: 'GET', url: PATH, remoteAddress: nextIp() });
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    return { hit: res.headers['x-page-cache'] === 'hit', saved: savedCount(res.body) };
  };

  it('instance 2 stops serving its kept page as soon as instance 1 saves the campaign', async () => {
    const [one, two] = apps as [App, App];
    const before = await page(two);
    expect(Number.isFinite(before.saved)).toBe(true);
    expect(await page(two)).toEqual({ hit: true, saved: before.saved });

    const login = await one.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: DEMO_LOGINS.investor, password: DEMO_PASSWORD },
      remoteAddress: nextIp(),
    });
    const token = login.json().token as string;
    const front = await one.inject({ method: 'GET', url: `/api/v1/campaigns/equities/front/${SLUG}` });
    const campaignId = dataOf<{ id: number }>(front).id;
    // The login was a write too: wait for instance 2 to have heard of it, and keep the page again.
    await expect.poll(async () => (await page(two)).hit, { timeout: 2_000, interval: 20 }).toBe(true);

    const saved = await one.inject({ method: 'POST', url: '/api/v1/saved-campaigns', headers: bearer(token), payload: { campaignId } });
    expect(saved.statusCode, saved.body).toBe(200);
    // The NOTIFY is on its way (a database round trip): well under a second, never the minute.
    const started = Date.now();
    await expect.poll(async () => (await page(two)).saved, { timeout: 2_000, interval: 20 }).toBe(before.saved + 1);
    expect(Date.now() - started).toBeLessThan(2_000);
    // Instance 1 emptied its own cache at once, without waiting for the NOTIFY.
    expect(await page(one)).toEqual({ hit: false, saved: before.saved + 1 });
  });

  it('a read on one instance leaves the other’s kept page alone', async () => {
    const [one, two] = apps as [App, App];
    await page(two);
    expect((await page(two)).hit).toBe(true);
    await one.inject({ method: 'GET', url: '/api/v1/health' });
    await sleep(200);
    expect((await page(two)).hit).toBe(true);
  });
});
