import { LIMITS, ValidationError } from '@cf/domain';
import { imageSize } from 'image-size';

const ALLOWED = { png: 'png', jpg: 'jpg', gif: 'gif', webp: 'webp', ico: 'ico' } as const;
export type ImageInfo = { extension: string; width: number; height: number };

/**
 * Decides by content, not by name: an HTML file named .png or an SVG (which can carry script) is
 * refused. Dimension rules (square logo, 700x500 campaign image...) are checked by the caller.
 */
export function checkImage(bytes: Buffer, field = 'file'): ImageInfo {
  if (bytes.length === 0) throw new ValidationError([{ field, message: 'validation.fileFormat' }], 'errors.uploadType');
  if (bytes.length > LIMITS.fileBytesMax) throw new ValidationError([{ field, message: 'validation.fileTooLarge' }], 'errors.uploadSize');
  let info: ReturnType<typeof imageSize>;
  try {
    info = imageSize(bytes);
  } catch {
    throw new ValidationError([{ field, message: 'validation.fileFormat' }], 'errors.uploadType');
  }
  const extension = info.type ? ALLOWED[info.type as keyof typeof ALLOWED] : undefined;
  if (!extension || !info.width || !info.height)
    throw new ValidationError([{ field, message: 'validation.fileFormat' }], 'errors.uploadType');
  return { extension, width: info.width, height: info.height };
}
