import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { files, openDatabase } from '@cf/db';
import { cloneDatabase, databaseUrl, dropDatabase } from '@cf/db/testing';
import { eq } from 'drizzle-orm';
import { imageSize } from 'image-size';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { bearer, createUser, dataOf, nextIp, type TestContext } from '../../test/app';
import { multipart, png } from '../../test/files';
import { form, tinyPdf, validParty } from '../../test/identity';
import { buildApp } from '../app';
import { type AppConfig, testConfig } from '../config';
import { type FakeS3, startFakeS3 } from '../providers/storage/fake-s3';
import { registerUploads } from './uploads';

/** The app as server.ts mounts /uploads (buildApp leaves it out), on its own copy of the seeded database. */
async function startApp(config: Partial<AppConfig>, database?: TestContext): Promise<TestContext> {
  const name = database?.database ?? (await cloneDatabase(inject('templateDatabase')));
  const handle = database?.handle ?? (await openDatabase({ url: databaseUrl(name), poolSize: 4 }));
  const app = await buildApp(testConfig(config), { database: handle });
  await registerUploads(app);
  await app.ready();
  return { app, handle, database: name };
}

async function uploadPhoto(ctx: TestContext, token: string): Promise<string> {
  const body = await multipart({ name: 'me.png', type: 'image/png', data: png(200, 200) });
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/users/me/photo',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
    remoteAddress: nextIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return dataOf<{ photo: string }>(res).photo;
}

type Driver = {
  config: () => Partial<AppConfig>;
  /** The bytes the storage holds under a key of its public or private area, read around the app. */
  stored: (area: 'public' | 'private', name: string) => Promise<Buffer>;
};

const tempDirs: string[] = [];
const tempDir = () => {
  tempDirs.push(mkdtempSync(join(tmpdir(), 'cf-uploads-route-')));
  return tempDirs.at(-1)!;
};
const uploadsDir = tempDir();
let s3: FakeS3;
const drivers: [string, Driver][] = [
  [
    'S3 (s3rver)',
    {
      // uploadsDir is an empty directory: a file served from it would not be the bucket's.
      config: () => ({ uploadsDir: tempDir(), storage: { driver: 's3', ...s3.config } }),
      stored: async (area, name) => {
        const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.config.bucket, Key: `${area}/${name}` }));
        return Buffer.from(await object.Body!.transformToByteArray());
      },
    },
  ],
  ['the local disk', { config: () => ({ uploadsDir }), stored: async (area, name) => readFileSync(join(uploadsDir, area, name)) }],
];

beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(async () => {
  await s3?.close();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

describe.each(drivers)('GET /uploads/:name from %s', (_name, driver) => {
  let ctx: TestContext;
  let url = '';
  let name = '';
  beforeAll(async () => {
    ctx = await startApp(driver.config());
    url = await uploadPhoto(ctx, (await createUser(ctx)).token);
    name = url.replace('/uploads/', '');
  });
  afterAll(async () => {
    await ctx?.app.close();
    await ctx?.handle.close();
    if (ctx?.database) await dropDatabase(ctx.database);
  });
  const get = (path: string, headers: Record<string, string | undefined> = {}) => ctx.app.inject({ method: 'GET', url: path, headers });

  it('serves an uploaded profile photo: the stored bytes, typed, cached a year, revalidatable', async () => {
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(await driver.stored('public', name))).toBe(true);
    expect(imageSize(res.rawPayload)).toMatchObject({ type: 'png', width: 200, height: 200 });
    expect(res.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(res.rawPayload.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
    });
    expect(res.headers.etag).toMatch(/^"[^"]+"$/);
    expect(new Date(String(res.headers['last-modified'])).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('answers 304 without a body to a matching If-None-Match or If-Modified-Since, 200 otherwise', async () => {
    const first = await get(url);
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    for (const headers of [
      { 'if-none-match': etag },
      { 'if-none-match': `W/${etag}` },
      { 'if-none-match': `"other", ${etag}` },
      { 'if-modified-since': lastModified },
      { 'if-modified-since': new Date(Date.now() + 60_000).toUTCString() },
    ]) {
      const res = await get(url, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers).toMatchObject({ etag, 'cache-control': 'public, max-age=31536000, immutable' });
    }
    for (const headers of [
      { 'if-none-match': '"other"' },
      { 'if-modified-since': new Date(Date.parse(lastModified) - 1000).toUTCString() },
      { 'if-modified-since': 'not a date' },
      // If-None-Match decides when both are sent.
      { 'if-none-match': '"other"', 'if-modified-since': lastModified },
    ]) {
      const res = await get(url, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      expect(res.rawPayload.equals(first.rawPayload)).toBe(true);
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await ctx.app.inject({ method: 'HEAD', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.length).toBe(0);
  });

  it.each([
    ['a missing file', `/uploads/${'a'.repeat(32)}.png`],
    ['a name that was not generated', '/uploads/logo.png'],
    ['upper-case hex', `/uploads/${'A'.repeat(32)}.png`],
    ['an encoded path', `/uploads/..%2Fprivate%2F${'a'.repeat(32)}.pdf`],
    ['a private prefix', `/uploads/private%2F${'a'.repeat(32)}.pdf`],
  ])('answers 404 for %s', async (_what, path) => {
    const res = await get(path);
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps a KYC document private: read back through its API route, never under /uploads', async () => {
    const user = await createUser(ctx);
    const party = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/northKYC/createParty',
      headers: bearer(user.token),
      payload: validParty,
    });
    expect(party.statusCode, party.body).toBe(201);
    const body = await form({ documentType: 'passport' }, [
      { field: 'file', name: 'passport.pdf', type: 'application/pdf', data: tinyPdf() },
    ]);
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/northKYC/uploadPartyDocument',
      headers: { ...bearer(user.token), ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const doc = uploaded.json().data.data as { fileId: string; url: string };

    const read = await ctx.app.inject({ method: 'GET', url: doc.url, headers: bearer(user.token) });
    expect(read.statusCode).toBe(200);
    expect(read.rawPayload.equals(tinyPdf())).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: doc.url })).statusCode).toBe(401);

    const [row] = await ctx.handle.db.select({ storageKey: files.storageKey }).from(files).where(eq(files.id, doc.fileId));
    expect(row!.storageKey).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect((await driver.stored('private', row!.storageKey)).equals(tinyPdf())).toBe(true);
    expect((await get(`/uploads/${row!.storageKey}`)).statusCode).toBe(404);
  });
});

describe('S3 storage shared by two instances', () => {
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    // Each instance has its own (empty) upload directory: only the bucket is shared.
    a = await startApp({ uploadsDir: tempDir(), storage: { driver: 's3', ...s3.config } });
    b = await startApp({ uploadsDir: tempDir(), storage: { driver: 's3', ...s3.config } }, a);
  });
  afterAll(async () => {
    await b?.app.close();
    await a?.app.close();
    await a?.handle.close();
    if (a?.database) await dropDatabase(a.database);
  });

  it('serves from one instance a photo uploaded through the other, with the same ETag', async () => {
    const url = await uploadPhoto(a, (await createUser(a)).token);
    const fromA = await a.app.inject({ method: 'GET', url });
    const fromB = await b.app.inject({ method: 'GET', url });
    expect(fromB.statusCode).toBe(200);
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
    expect(fromB.headers.etag).toBe(fromA.headers.etag);
    const head = await s3.client.send(new HeadObjectCommand({ Bucket: s3.config.bucket, Key: `public/${url.replace('/uploads/', '')}` }));
    expect(head.ContentLength).toBe(fromA.rawPayload.length);
  });
});
