import { AppError, LIMITS, PROFILE_LIMITS, ValidationError } from '@cf/domain';
import type { FastifyRequest } from 'fastify';
import { type CleanImage, cleanImage } from '../../lib/image-clean';

export type ProfileImageKind = 'photo' | 'cover';

const MAX_MB = LIMITS.fileBytesMax / (1024 * 1024);

/** Every refusal carries the spec's message (§8 "Invalid file format, dimensions or size") and a precise field message. */
const refuse = (message: string, params?: Record<string, unknown>) =>
  new ValidationError([{ field: 'file', message, ...(params ? { params } : {}) }], 'identity.profile.imageInvalid');

/** Reads the multipart `file` field; a file over the limit is refused before it is all in memory. */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw refuse('validation.required');
  const file = await request.file().catch(() => undefined);
  if (!file || file.fieldname !== 'file') throw refuse('validation.required');
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch {
    throw refuse('identity.profile.fileSize', { maxMb: MAX_MB });
  }
  if (file.file.truncated) throw refuse('identity.profile.fileSize', { maxMb: MAX_MB });
  return bytes;
}

/**
 * Spec §5 and §9: a valid image (decided by content: HTML named .png and SVG are refused) under
 * 2 MB; the photo (the profile's "logo") square and at least 200×200; the cover at least 1350×400.
 * The image comes back re-encoded without its metadata (lib/image-clean), its dimensions upright.
 */
export async function checkProfileImage(bytes: Buffer, kind: ProfileImageKind): Promise<CleanImage> {
  let info: CleanImage;
  try {
    info = await cleanImage(bytes);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const tooLarge = err.fieldErrors.some((f) => f.message === 'validation.fileTooLarge');
    throw tooLarge ? refuse('identity.profile.fileSize', { maxMb: MAX_MB }) : refuse('identity.profile.fileFormat');
  }
  // An icon file is an image, but not a photo.
  if (info.extension === 'ico') throw refuse('identity.profile.fileFormat');
  if (kind === 'photo') {
    const min = PROFILE_LIMITS.photoMinSide;
    if (info.width !== info.height || info.width < min) throw refuse('identity.profile.photoDimensions', { minimum: min });
  } else {
    const { coverMinWidth: width, coverMinHeight: height } = PROFILE_LIMITS;
    if (info.width < width || info.height < height) throw refuse('identity.profile.coverDimensions', { width, height });
  }
  return info;
}
