import { LIMITS, ValidationError } from '@cf/domain';
import sharp from 'sharp';
import { checkImage, type ImageInfo } from './image-check';

/** An image as it is stored: re-encoded bytes and their (upright) size. */
export type CleanImage = ImageInfo & { bytes: Buffer };

/**
 * Above this many pixels an upload is refused: a 2 MB PNG of one colour can claim billions of pixels
 * (a decompression bomb). 50 megapixels is more than any phone camera sends.
 */
const MAX_PIXELS = 50_000_000;

const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const invalid = (field: string) => new ValidationError([{ field, message: 'validation.fileFormat' }], 'errors.uploadType');

/**
 * Decodes and encodes again, so what is stored is only pixels: sharp keeps no metadata unless asked
 * (EXIF with GPS position and camera serial, XMP, comments, ICC, trailing bytes after the image are
 * all gone). EXIF orientation is applied to the pixels first, so the picture stays upright.
 */
async function reencode(bytes: Buffer, extension: string): Promise<{ bytes: Buffer; width: number; height: number }> {
  const animated = extension === 'gif' || extension === 'webp';
  const image = sharp(bytes, { animated, limitInputPixels: MAX_PIXELS, failOn: 'error' }).autoOrient();
  const encoder =
    extension === 'png'
      ? image.png()
      : extension === 'jpg'
        ? image.jpeg({ quality: 90 })
        : extension === 'webp'
          ? image.webp({ quality: 90 })
          : image.gif();
  const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.pageHeight ?? info.height };
}

/**
 * An icon file: sharp cannot read it, so it is rebuilt from its directory. PNG entries are
 * re-encoded like any PNG; BMP entries are bare pixels (no metadata) and are copied; anything between
 * or after the entries is left out.
 */
async function cleanIcon(bytes: Buffer): Promise<Buffer> {
  const count = bytes.readUInt16LE(4);
  const entries: { header: Buffer; data: Buffer }[] = [];
  for (let i = 0; i < count; i++) {
    const header = Buffer.from(bytes.subarray(6 + i * 16, 22 + i * 16));
    const size = header.readUInt32LE(8);
    const offset = header.readUInt32LE(12);
    if (header.length < 16 || offset + size > bytes.length) throw new Error('truncated icon');
    let data = bytes.subarray(offset, offset + size);
    if (data.subarray(0, 8).equals(PNG_SIGNATURE)) data = (await reencode(data, 'png')).bytes;
    entries.push({ header, data });
  }
  let offset = 6 + count * 16;
  for (const entry of entries) {
    entry.header.writeUInt32LE(entry.data.length, 8);
    entry.header.writeUInt32LE(offset, 12);
    offset += entry.data.length;
  }
  return Buffer.concat([bytes.subarray(0, 6), ...entries.map((e) => e.header), ...entries.map((e) => e.data)]);
}

/**
 * Checks an upload is an image by its content (lib/image-check: no SVG, no HTML named .png), then
 * re-encodes it in the same format so no metadata the uploader did not mean to publish is ever
 * served. Callers check dimensions on the result: they are the upright ones.
 */
export async function cleanImage(bytes: Buffer, field = 'file'): Promise<CleanImage> {
  const info = checkImage(bytes, field);
  try {
    if (info.extension === 'ico') return { ...info, bytes: await cleanIcon(bytes) };
    return { extension: info.extension, ...(await reencode(bytes, info.extension)) };
  } catch {
    // A header that looks right over pixels that do not decode, or too many pixels.
    throw invalid(field);
  }
}

/** Whether a private document of this content type is an image that cleanImage can re-encode. */
export const isCleanableImage = (contentType: string) => contentType === 'image/png' || contentType === 'image/jpeg';

/** Spec §9: "a 400x200 fixed size exists" — every signature image is stored in this frame. */
export const SIGNATURE_FRAME = { width: 400, height: 200 } as const;

/**
 * A signature image (drawn or uploaded, for an investment or an accreditation): a PNG or JPEG by
 * its bytes (another image type is the caller's format message), at most LIMITS.signatureBytesMax,
 * redrawn as a PNG in the fixed 400x200 frame: the whole signature kept ("contain"), on white, as
 * transparency prints black in some PDF viewers. Only pixels survive, as in cleanImage. The
 * caller names the field and the messages its form shows.
 */
export async function normaliseSignature(bytes: Buffer, field: string, messages: { format: string; size: string }): Promise<Buffer> {
  const refuse = (message: string) => new ValidationError([{ field, message }]);
  if (bytes.length > LIMITS.signatureBytesMax) throw refuse(messages.size);
  // Not an image at all (an HTML page named .png): the uploads' own "Invalid file format."
  const { extension } = checkImage(bytes, field);
  if (extension !== 'png' && extension !== 'jpg') throw refuse(messages.format);
  try {
    return await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize({ ...SIGNATURE_FRAME, fit: 'contain', background: WHITE })
      .flatten({ background: WHITE })
      .png()
      .toBuffer();
  } catch {
    throw refuse(messages.format);
  }
}
