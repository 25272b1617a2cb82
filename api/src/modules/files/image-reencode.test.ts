import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanImage } from '../../lib/image-clean';
import { bearer, createUser, nextIp, useTestApp } from '../../../test/app';
import { multipart, png } from '../../../test/files';
import { detectDocument } from './document-type';
import { storePrivateFile } from './service';

const uploadsDir = mkdtempSync(join(tmpdir(), 'cf-reencode-'));
const GPS_IFD_POINTER = Buffer.from([0x25, 0x88]); // tag 0x8825, little-endian as libvips writes it

/**
 * A phone photo: JPEG whose EXIF names the camera and carries a GPS position, stored sideways
 * (raw width×height) with Orientation 6, so it shows as height×width.
 */
async function phoneJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#336699' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'SecretCam', Model: 'Serial-1234' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** Asserts bytes are a clean JPEG of the given upright size: no EXIF at all, nothing of the camera. */
async function expectClean(bytes: Buffer, width: number, height: number) {
  const meta = await sharp(bytes).metadata();
  expect(meta).toMatchObject({ format: 'jpeg', width, height });
  expect(meta.exif).toBeUndefined();
  expect(meta.orientation).toBeUndefined();
  expect(bytes.includes('Exif\0\0')).toBe(false);
  expect(bytes.includes('SecretCam')).toBe(false);
  expect(bytes.includes('Serial-1234')).toBe(false);
}

describe('uploaded images are re-encoded without metadata', () => {
  const ctx = useTestApp({ uploadsDir });
  afterAll(() => rmSync(uploadsDir, { recursive: true, force: true }));

  it('the test photo really carries EXIF, a GPS position and an orientation', async () => {
    const bytes = await phoneJpeg(40, 20);
    const meta = await sharp(bytes).metadata();
    expect(meta.orientation).toBe(6);
    expect(meta.exif!.includes(GPS_IFD_POINTER)).toBe(true);
    expect(bytes.includes('SecretCam')).toBe(true);
  });

  it('a profile cover: stored without EXIF/GPS, turned upright, and the size rule applies to the upright image', async () => {
    const user = await createUser(ctx);
    // Raw 400×1350 turned by Orientation 6: a 1350×400 cover, the minimum the spec allows.
    const body = await multipart({ name: 'IMG_0001.jpg', type: 'image/jpeg', data: await phoneJpeg(400, 1350) });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users/me/cover',
      headers: { ...bearer(user.token), ...body.headers },
      payload: body.payload,
      remoteAddress: nextIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = JSON.stringify(res.json()).match(/\/uploads\/[0-9a-f]{32}\.jpg/)![0];
    await expectClean(readFileSync(join(uploadsDir, 'public', url.replace('/uploads/', ''))), 1350, 400);
  });

  it('a private identity photo: the owner is served it without EXIF/GPS', async () => {
    const owner = await createUser(ctx);
    const bytes = await phoneJpeg(60, 30);
    const file = await storePrivateFile(ctx.app, { ownerId: owner.id, bytes, type: detectDocument(bytes), purpose: 'kyc-document' });
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/files/${file.id}`, headers: bearer(owner.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(Number(res.headers['content-length'])).toBe(file.size);
    await expectClean(res.rawPayload, 30, 60);
  });

  it('drops PNG text chunks and bytes hidden after the image', async () => {
    const dirty = Buffer.concat([png(8, 8, 100), Buffer.from('<script>alert(1)</script>')]);
    const clean = await cleanImage(dirty);
    expect(clean).toMatchObject({ extension: 'png', width: 8, height: 8 });
    expect(clean.bytes.includes('Comment')).toBe(false);
    expect(clean.bytes.includes('<script>')).toBe(false);
    expect((await sharp(clean.bytes).metadata()).format).toBe('png');
  });

  it('rebuilds an icon: its PNG entry loses its text chunk, trailing bytes are dropped', async () => {
    const entry = png(16, 16, 50);
    const header = Buffer.alloc(22);
    header.writeUInt16LE(1, 2); // type: icon
    header.writeUInt16LE(1, 4); // one entry
    header.writeUInt8(16, 6);
    header.writeUInt8(16, 7);
    header.writeUInt32LE(entry.length, 14);
    header.writeUInt32LE(22, 18);
    const clean = await cleanImage(Buffer.concat([header, entry, Buffer.from('hidden payload')]));
    expect(clean.extension).toBe('ico');
    expect(clean.bytes.includes('Comment')).toBe(false);
    expect(clean.bytes.includes('hidden payload')).toBe(false);
    const offset = clean.bytes.readUInt32LE(18);
    expect(offset).toBe(22);
    expect((await sharp(clean.bytes.subarray(offset)).metadata()).width).toBe(16);
  });

  it.each([
    [
      'an SVG (sharp could render it, it must still be refused)',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
    ],
    ['a JPEG header over no pixels', Buffer.from('/9j/4AAQSkZJRgABAQAAAQABAAD/wAARCABQAGQDASIAAhEBAxEB/9k=', 'base64')],
    ['a PNG claiming 20000×20000 pixels (a decompression bomb)', bombPng()],
  ])('refuses %s as a 400 with a field message', async (_name, bytes) => {
    await expect(cleanImage(bytes, 'logo')).rejects.toMatchObject({
      fieldErrors: [{ field: 'logo', message: 'validation.fileFormat' }],
    });
  });
});

/** A PNG whose header says 20000×20000: its pixels must never be decoded. */
function bombPng(): Buffer {
  const bytes = Buffer.from(png(1, 1));
  bytes.writeUInt32BE(20000, 16);
  bytes.writeUInt32BE(20000, 20);
  return bytes;
}
