import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from './fake-s3';
import { createStorage, type FileStorage, LocalDiskStorage } from './index';
import { S3Storage } from './s3';

const NAME = /^[0-9a-f]{32}\.[a-z0-9]+$/;
let s3: FakeS3;
const localRoot = mkdtempSync(join(tmpdir(), 'cf-storage-'));

beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(async () => {
  await s3?.close();
  rmSync(localRoot, { recursive: true, force: true });
});

/** The same contract on both drivers: what the routes rely on, whichever storage is configured. */
describe.each([
  ['S3 (s3rver)', () => createStorage({ storage: { driver: 's3', ...s3.config }, uploadsDir: '/nonexistent' })],
  ['the local disk', () => createStorage({ storage: { driver: 'local' }, uploadsDir: localRoot })],
])('file storage on %s', (_name, make) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = make();
  });
  afterAll(() => storage.close?.());

  it('stores a public file under a generated name and reads it back with its size, time and ETag', async () => {
    const before = Date.now();
    const url = await storage.putPublic(Buffer.from('public bytes'), 'png');
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const file = await storage.readPublic(url.replace('/uploads/', ''));
    expect(file).not.toBeNull();
    expect(await text(file!.body)).toBe('public bytes');
    expect(file!.size).toBe(12);
    expect(file!.etag).toMatch(/^"[^"]+"$/);
    // HTTP dates are to the second.
    expect(file!.lastModified.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(file!.lastModified.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it('gives every stored file its own name, and cleans the extension', async () => {
    const [a, b] = await Promise.all([storage.putPublic(Buffer.from('a'), 'png'), storage.putPublic(Buffer.from('b'), '../p.n/g')]);
    expect(a).not.toBe(b);
    expect(b).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
  });

  it('stores a private file, reads it back by its key, and deletes it', async () => {
    const key = await storage.putPrivate(Buffer.from('%PDF-1.4 private'), 'pdf');
    expect(key).toMatch(NAME);
    expect((await storage.readPrivate(key)).toString()).toBe('%PDF-1.4 private');
    await storage.deletePrivate(key);
    await expect(storage.readPrivate(key)).rejects.toThrow();
    // Deleting again is not an error (clean-up after a failed step).
    await expect(storage.deletePrivate(key)).resolves.toBeUndefined();
  });

  it('never serves a private file as a public one', async () => {
    const key = await storage.putPrivate(Buffer.from('secret'), 'pdf');
    expect(await storage.readPublic(key)).toBeNull();
  });

  it('answers null for a missing public file and fails for a missing private one', async () => {
    expect(await storage.readPublic(`${'a'.repeat(32)}.png`)).toBeNull();
    await expect(storage.readPrivate(`${'b'.repeat(32)}.pdf`)).rejects.toThrow();
  });

  it.each([
    '../private/0123456789abcdef0123456789abcdef.pdf',
    'private/0123456789abcdef0123456789abcdef.pdf',
    '0123456789ABCDEF0123456789ABCDEF.pdf',
    '0123456789abcdef.pdf',
    '0123456789abcdef0123456789abcdef',
    '',
  ])('refuses a key that is not a generated name: %j', async (key) => {
    expect(await storage.readPublic(key)).toBeNull();
    await expect(storage.readPrivate(key)).rejects.toThrow('invalid storage key');
    await expect(storage.deletePrivate(key)).rejects.toThrow('invalid storage key');
  });
});

describe('S3Storage', () => {
  it('keeps public and private files under their own prefixes, public ones typed and cacheable', async () => {
    const storage = new S3Storage(s3.config);
    const url = await storage.putPublic(Buffer.from('img'), 'png');
    const key = await storage.putPrivate(Buffer.from('doc'), 'pdf');
    storage.close();
    const name = url.replace('/uploads/', '');
    const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.config.bucket }));
    const keys = (listed.Contents ?? []).map((o) => o.Key);
    expect(keys).toContain(`public/${name}`);
    expect(keys).toContain(`private/${key}`);
    const head = await s3.client.send(new HeadObjectCommand({ Bucket: s3.config.bucket, Key: `public/${name}` }));
    expect(head).toMatchObject({ ContentType: 'image/png', CacheControl: 'public, max-age=31536000, immutable' });
  });

  it('reports a missing bucket as a fault, not as a missing file', async () => {
    const storage = new S3Storage({ ...s3.config, bucket: 'no-such-bucket' });
    await expect(storage.readPublic(`${'c'.repeat(32)}.png`)).rejects.toThrow();
    await expect(storage.putPublic(Buffer.from('x'), 'png')).rejects.toThrow();
    storage.close();
  });

  it('is what createStorage picks for driver s3; the local disk otherwise', () => {
    expect(createStorage({ storage: { driver: 's3', ...s3.config }, uploadsDir: localRoot })).toBeInstanceOf(S3Storage);
    expect(createStorage({ storage: { driver: 'local' }, uploadsDir: localRoot })).toBeInstanceOf(LocalDiskStorage);
  });
});
