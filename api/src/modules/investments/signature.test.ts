import { files } from '@cf/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { insertUser, useTestApp } from '../../../test/app';
import { png } from '../../../test/files';
import { storeSignature } from './signature';

const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

describe('storeSignature (spec §9: a 400x200 fixed size exists)', () => {
  const ctx = useTestApp();

  it.each([
    ['a drawn PNG of another size', 'drawn', 'image/png', () => png(640, 150)],
    [
      'an uploaded JPEG',
      'uploaded',
      'image/jpeg',
      () =>
        sharp({ create: { width: 90, height: 90, channels: 3, background: '#eeeeee' } })
          .jpeg()
          .toBuffer(),
    ],
  ] as const)('redraws %s as a 400x200 PNG, kept privately', async (_name, type, contentType, make) => {
    const investor = await insertUser(ctx);
    const id = await storeSignature(ctx.app, investor.id, { type, value: dataUrl(contentType, await make()) });
    const [file] = await ctx.handle.db.select().from(files).where(eq(files.id, id));
    expect(file).toMatchObject({ ownerId: investor.id, visibility: 'private', purpose: 'investment-signature', contentType: 'image/png' });
    expect(await sharp(await ctx.app.storage.readPrivate(file!.storageKey)).metadata()).toMatchObject({
      format: 'png',
      width: 400,
      height: 200,
    });
  });

  it('keeps a typed signature as its text', async () => {
    const investor = await insertUser(ctx);
    expect(await storeSignature(ctx.app, investor.id, { type: 'typed', value: 'Ada' })).toBe('Ada');
  });

  it.each([
    ['over 512 KB', 'image/png', png(400, 200, 600 * 1024), 'invest.errors.signatureImageSize'],
    ['a GIF', 'image/png', Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64'), 'invest.errors.signatureImage'],
    ['not an image', 'image/png', Buffer.from('<svg/>'), 'validation.fileFormat'],
  ])('refuses an image %s on signature.value', async (_name, contentType, bytes, message) => {
    const investor = await insertUser(ctx);
    await expect(storeSignature(ctx.app, investor.id, { type: 'uploaded', value: dataUrl(contentType, bytes) })).rejects.toMatchObject({
      fieldErrors: [{ field: 'signature.value', message }],
    });
    expect(await ctx.handle.db.select().from(files).where(eq(files.ownerId, investor.id))).toEqual([]);
  });
});
