import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, staffToken, useTestApp } from '../../test/app';
import { multipart, png } from '../../test/files';

const uploadsDir = mkdtempSync(join(tmpdir(), 'cf-uploads-'));
const publicDir = join(uploadsDir, 'public');

describe('POST /api/v1/console/uploads', () => {
  const ctx = useTestApp({ uploadsDir });
  let token = '';
  const upload = async (file: Parameters<typeof multipart>[0]) => {
    const { payload, headers } = await multipart(file);
    return ctx.app.inject({ method: 'POST', url: '/api/v1/console/uploads', payload, headers: { ...headers, ...bearer(token) } });
  };
  const stored = () => (existsSync(publicDir) ? readdirSync(publicDir) : []);

  beforeAll(async () => {
    token = await staffToken(ctx);
  });
  afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

  it('the test PNG is a real image', () => {
    expect(imageSize(png(3, 2))).toMatchObject({ type: 'png', width: 3, height: 2 });
  });

  it('accepts a real PNG, stores it under a generated name and returns its served URL and size', async () => {
    const bytes = png(16, 9);
    const res = await upload({ name: '../../etc/passwd.png', type: 'image/png', data: bytes });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { url: string; width: number; height: number };
    expect(body).toEqual({ url: expect.stringMatching(/^\/uploads\/[0-9a-f]{32}\.png$/), width: 16, height: 9 });
    const file = join(publicDir, body.url.replace('/uploads/', ''));
    // Re-encoded (lib/image-clean): the same picture, not the same bytes.
    expect(imageSize(readFileSync(file))).toMatchObject({ type: 'png', width: 16, height: 9 });
    expect(body.url).not.toContain('passwd');
  });

  it('names the file by its content: a PNG sent as "photo.gif" is stored as .png', async () => {
    const res = await upload({ name: 'photo.gif', type: 'image/gif', data: png(4, 4) });
    expect(res.statusCode).toBe(201);
    expect(res.json().url).toMatch(/\.png$/);
  });

  it('accepts an image between 1 MB and 2 MB (the JSON body limit does not apply)', async () => {
    const bytes = png(8, 8, 1_500_000);
    const res = await upload({ name: 'big.png', type: 'image/png', data: bytes });
    expect(res.statusCode, res.body).toBe(201);
  });

  it.each([
    ['an HTML file named .png', { name: 'evil.png', type: 'image/png', data: '<!doctype html><html><script>alert(1)</script></html>' }],
    [
      'an SVG with a script',
      {
        name: 'logo.svg',
        type: 'image/svg+xml',
        data: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      },
    ],
    ['an empty file', { name: 'empty.png', type: 'image/png', data: Buffer.alloc(0) }],
    ['a PNG signature with nothing after it', { name: 'cut.png', type: 'image/png', data: png(4, 4).subarray(0, 12) }],
  ])('refuses %s: 400 "Invalid file format."', async (_name, file) => {
    const before = stored().length;
    const res = await upload(file);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'fail',
      message: 'Invalid file format.',
      errors: [{ field: 'file', message: 'Invalid file format.' }],
    });
    expect(stored().length).toBe(before);
  });

  it('refuses a file over 2 MB: 400 "File must be under 2 MB."', async () => {
    const before = stored().length;
    const res = await upload({ name: 'huge.png', type: 'image/png', data: png(8, 8, 2 * 1024 * 1024 + 10) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 'fail',
      message: 'File must be under 2 MB.',
      errors: [{ field: 'file', message: 'File must be under 2 MB.' }],
    });
    expect(stored().length).toBe(before);
  });

  it('answers in French with ?language=fr', async () => {
    const { payload, headers } = await multipart({ name: 'x.png', type: 'image/png', data: 'not an image' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/console/uploads?language=fr',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
    expect(res.json().message).toBe('Format de fichier invalide.');
  });

  it('refuses a request without a file (JSON, or multipart without the file field)', async () => {
    const json = await ctx.app.inject({ method: 'POST', url: '/api/v1/console/uploads', payload: { file: 'x' }, headers: bearer(token) });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ errors: [{ field: 'file', message: 'This field is required.' }] });
    const form = new FormData();
    form.append('note', 'no file here');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/console/uploads',
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type')!, ...bearer(token) },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ errors: [{ field: 'file' }] });
  });
});
