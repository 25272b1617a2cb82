import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { cloneDatabase, databaseUrl, dropDatabase } from '@cf/db/testing';
import { openDatabase } from '@cf/db';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { nextIp, type TestContext } from '../../test/app';
import { registerAdmin } from './admin';
import { registerSite } from './site';

const siteDir = join(__dirname, '../../../site/build');
const adminDir = join(__dirname, '../../../admin/dist');
const IMMUTABLE = 'public, max-age=31536000, immutable';
const CAMPAIGNS = '/api/v1/campaigns/equities/front?language=en';

/** The whole app as server.ts mounts it (API, console, site), with the signed-out page cache on. */
function useWholeApp(): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.database = await cloneDatabase(inject('templateDatabase'));
    ctx.handle = await openDatabase({ url: databaseUrl(ctx.database), poolSize: 4 });
    ctx.app = await buildApp(testConfig({ pageCacheSeconds: 60 }), { database: ctx.handle });
    await registerAdmin(ctx.app, adminDir);
    await registerSite(ctx.app, siteDir);
    await ctx.app.ready();
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.handle?.close();
    if (ctx.database) await dropDatabase(ctx.database);
  });
  return ctx;
}

const get = (ctx: TestContext, url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, remoteAddress: nextIp(), headers });

const varies = (headers: Record<string, unknown>) =>
  String(headers.vary ?? '')
    .toLowerCase()
    .split(/,\s*/)
    .includes('accept-encoding');

type Card = { slug: string; companyName: string };

/** A campaign whose name reads the same in HTML (no character to escape). */
function plainNamed(cards: Card[]): Card {
  const card = cards.find((one) => /^[\w .-]{3,}$/.test(one.companyName ?? ''));
  if (!card) throw new Error('the demo data has no campaign to look for');
  return card;
}

/** A built JavaScript file of a surface with its precompressed siblings, the larger the better. */
function builtScript(assetsDir: string): string {
  const names = readdirSync(assetsDir).filter((name) => name.endsWith('.js') && existsSync(join(assetsDir, `${name}.br`)));
  const largest = names.sort((a, b) => readFileSync(join(assetsDir, b)).length - readFileSync(join(assetsDir, a)).length)[0];
  if (!largest) throw new Error(`no precompressed script in ${assetsDir}: build with node scripts/run.mjs build`);
  return largest;
}

describe.skipIf(!existsSync(join(siteDir, 'server/index.js')) || !existsSync(join(adminDir, 'index.html')))(
  'compression and caching of answers (issue 15 item 2)',
  () => {
    const ctx = useWholeApp();

    it('sends a JSON answer over 1 kB in brotli or gzip as asked, and plain to a client that asks for neither', async () => {
      const plain = await get(ctx, CAMPAIGNS);
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      expect(varies(plain.headers)).toBe(true);
      const expected: unknown = plain.json();

      const br = await get(ctx, CAMPAIGNS, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(varies(br.headers)).toBe(true);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(expected);

      const gzip = await get(ctx, CAMPAIGNS, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(expected);

      const identity = await get(ctx, CAMPAIGNS, { 'accept-encoding': 'identity' });
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.json()).toEqual(expected);
    });

    it('leaves an answer under 1 kB plain, and the site’s in-process calls too', async () => {
      const health = await get(ctx, '/api/v1/health', { 'accept-encoding': 'br, gzip' });
      expect(health.statusCode).toBe(200);
      expect(health.rawPayload.length).toBeLessThan(1024);
      expect(health.headers['content-encoding']).toBeUndefined();
      expect(health.json()).toMatchObject({ status: 'ok' });

      // The loaders' calls carry the internal key; they read the body themselves.
      const internal = await get(ctx, CAMPAIGNS, { 'accept-encoding': 'br', 'x-cf-internal': ctx.app.config.internalKey });
      expect(internal.headers['content-encoding']).toBeUndefined();
      expect(internal.json()).toMatchObject({ status: 'success' });
    });

    it('compresses a site page, also when it comes from the page cache with a fresh nonce', async () => {
      const headers = { 'accept-encoding': 'br', 'accept-language': 'en' };
      const first = await get(ctx, '/', headers);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toMatch(/^text\/html/);
      expect(first.headers['content-encoding']).toBe('br');
      expect(varies(first.headers)).toBe(true);
      const firstHtml = brotliDecompressSync(first.rawPayload).toString('utf8');
      const nonceOf = (csp: unknown) => /'nonce-([^']+)'/.exec(String(csp))?.[1] ?? 'none';
      expect(firstHtml).toMatch(/^<!DOCTYPE html>/i);
      expect(firstHtml).toContain(`nonce="${nonceOf(first.headers['content-security-policy'])}"`);
      // The home page shows the featured campaigns: its loaders read the API's JSON in process.
      const featured = (await get(ctx, '/api/v1/campaigns/equities/front/featured?language=en')).json() as { data: { data: Card[] } };
      expect(firstHtml).toContain(plainNamed(featured.data.data).companyName);

      const again = await get(ctx, '/', { ...headers, 'accept-encoding': 'gzip' });
      expect(again.headers['x-page-cache']).toBe('hit');
      expect(again.headers['content-encoding']).toBe('gzip');
      const nonce = nonceOf(again.headers['content-security-policy']);
      expect(nonce).not.toBe(nonceOf(first.headers['content-security-policy']));
      const againHtml = gunzipSync(again.rawPayload).toString('utf8');
      expect(againHtml).toContain(`nonce="${nonce}"`);
      expect(againHtml.replaceAll(nonce, 'N')).toBe(firstHtml.replaceAll(nonceOf(first.headers['content-security-policy']), 'N'));
    });

    it('renders a campaign page whose loaders read the API in process', async () => {
      const campaigns = (await get(ctx, CAMPAIGNS)).json() as { data: { data: Card[] } };
      const campaign = plainNamed(campaigns.data.data);
      const page = await get(ctx, `/campaign-detail-page/${campaign.slug}`, { 'accept-encoding': 'br', 'accept-language': 'en' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-encoding']).toBe('br');
      const html = brotliDecompressSync(page.rawPayload).toString('utf8');
      expect(html).toContain(campaign.companyName);
    });

    it('serves a fingerprinted site script from its precompressed file, cached for a year', async () => {
      const assets = join(siteDir, 'client/assets');
      const name = builtScript(assets);
      const url = `/assets/${name}`;
      const br = await get(ctx, url, { 'accept-encoding': 'gzip, br' });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers['cache-control']).toBe(IMMUTABLE);
      expect(varies(br.headers)).toBe(true);
      expect(br.rawPayload.equals(readFileSync(join(assets, `${name}.br`)))).toBe(true);

      const gzip = await get(ctx, url, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.rawPayload.equals(readFileSync(join(assets, `${name}.gz`)))).toBe(true);

      const plain = await get(ctx, url);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['cache-control']).toBe(IMMUTABLE);
      expect(varies(plain.headers)).toBe(true);
      expect(plain.rawPayload.equals(readFileSync(join(assets, name)))).toBe(true);

      // A range names bytes of the plain file: never an encoded one.
      const range = await get(ctx, url, { 'accept-encoding': 'br', range: 'bytes=0-99' });
      expect(range.statusCode).toBe(206);
      expect(range.headers['content-encoding']).toBeUndefined();
      expect(range.rawPayload.equals(readFileSync(join(assets, name)).subarray(0, 100))).toBe(true);

      // A script under 1 kB has no encoded copy and is not encoded on the fly either.
      const small = readdirSync(assets).find((file) => file.endsWith('.js') && !existsSync(join(assets, `${file}.br`)));
      expect(small).toBeDefined();
      const tiny = await get(ctx, `/assets/${small}`, { 'accept-encoding': 'br, gzip' });
      expect(tiny.statusCode).toBe(200);
      expect(tiny.headers['content-encoding']).toBeUndefined();
      expect(tiny.headers['cache-control']).toBe(IMMUTABLE);
      expect(tiny.rawPayload.equals(readFileSync(join(assets, small!)))).toBe(true);

      // The encoded copies are not paths of their own.
      const direct = await get(ctx, `${url}.br`);
      expect(direct.headers['content-encoding']).toBeUndefined();
      expect(direct.rawPayload.equals(readFileSync(join(assets, `${name}.br`)))).toBe(false);
    });

    it('keeps a non-fingerprinted site file briefly, revalidated by its ETag', async () => {
      const res = await get(ctx, '/demo/hero.svg', { 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=3600');
      expect(res.headers.etag).toBeTruthy();
      const again = await get(ctx, '/demo/hero.svg', { 'accept-encoding': 'br', 'if-none-match': String(res.headers.etag) });
      expect(again.statusCode).toBe(304);
    });

    it('serves the console’s fingerprinted chunks precompressed and immutable, its page revalidated', async () => {
      const assets = join(adminDir, 'assets');
      const name = builtScript(assets);
      const br = await get(ctx, `/admin/assets/${name}`, { 'accept-encoding': 'br' });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toBe(IMMUTABLE);
      expect(varies(br.headers)).toBe(true);
      expect(br.rawPayload.equals(readFileSync(join(assets, `${name}.br`)))).toBe(true);
      expect((await get(ctx, `/admin/assets/${name}.br`)).statusCode).toBe(404);

      const page = await get(ctx, '/admin/', { 'accept-encoding': 'br' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      const etag = String(page.headers.etag);
      expect(etag).toMatch(/^"/);
      expect((await get(ctx, '/admin/', { 'if-none-match': etag })).statusCode).toBe(304);
    });
  },
);
