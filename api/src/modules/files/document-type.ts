import { LIMITS, ValidationError } from '@cf/domain';
import { imageSize } from 'image-size';

export type DocumentType = { contentType: 'application/pdf' | 'image/png' | 'image/jpeg'; extension: 'pdf' | 'png' | 'jpg' };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);
const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');

const invalid = (field: string) => new ValidationError([{ field, message: 'validation.fileFormat' }], 'errors.uploadType');

function isImage(bytes: Buffer, type: string): boolean {
  try {
    const info = imageSize(bytes);
    return info.type === type && Boolean(info.width && info.height);
  } catch {
    return false;
  }
}

/**
 * A private document (KYC document, accreditation letter): PDF, PNG or JPEG, decided by the bytes,
 * never by the name or the browser's content type; at most 2 MB (spec §5 and §9). An HTML page
 * named .png or an SVG carrying script is refused.
 */
export function detectDocument(bytes: Buffer, field = 'file'): DocumentType {
  if (bytes.length === 0) throw invalid(field);
  if (bytes.length > LIMITS.fileBytesMax) throw new ValidationError([{ field, message: 'validation.fileTooLarge' }], 'errors.uploadSize');
  if (bytes.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) return { contentType: 'application/pdf', extension: 'pdf' };
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE) && isImage(bytes, 'png'))
    return { contentType: 'image/png', extension: 'png' };
  if (bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE) && isImage(bytes, 'jpg'))
    return { contentType: 'image/jpeg', extension: 'jpg' };
  throw invalid(field);
}
