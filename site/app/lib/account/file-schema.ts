import { LIMITS } from '@cf/domain/constants';
import { z } from '@cf/domain/zod-setup';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const DOCUMENT_TYPES = ['application/pdf', ...IMAGE_TYPES] as const;
export const MAX_FILE_MB = LIMITS.fileBytesMax / (1024 * 1024);

type FileLike = { name: string; size: number; type: string };
const isFile = (v: unknown): v is FileLike =>
  typeof v === 'object' && v !== null && typeof (v as FileLike).size === 'number' && typeof (v as FileLike).type === 'string';

/**
 * A chosen file, checked in the browser before it travels (format and the 2 MB of spec §5/§9);
 * the API checks it again by content, and dimensions, and its messages land on the same field.
 */
export function uploadedFile(types: readonly string[], messages: { format: string; size: string }, options: { optional?: boolean } = {}) {
  const file = z.custom<File | undefined>().superRefine((value, ctx) => {
    if (!isFile(value) || value.size === 0) {
      if (!options.optional) ctx.addIssue({ code: 'custom', message: 'validation.required', input: value });
      return;
    }
    if (!types.includes(value.type.toLowerCase())) ctx.addIssue({ code: 'custom', message: messages.format, input: value });
    else if (value.size > LIMITS.fileBytesMax) ctx.addIssue({ code: 'custom', message: messages.size, input: value, maxMb: MAX_FILE_MB });
  });
  // An optional file may be left out of the form altogether (its field not shown).
  return options.optional ? file.optional() : file;
}
