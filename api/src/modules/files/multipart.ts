import { ValidationError } from '@cf/domain';
import type { FastifyRequest } from 'fastify';

export type UploadedFile = { field: string; bytes: Buffer; filename: string };
export type MultipartForm = { fields: Record<string, string>; file: UploadedFile | null };

const tooLarge = (field: string) => new ValidationError([{ field, message: 'validation.fileTooLarge' }], 'errors.uploadSize');

/**
 * Reads a multipart form: its text fields and at most one file (limits of app.ts: one file of at
 * most 2 MB, 10 fields). A file over the limit is the spec's "under 2 MB" message, not a 413
 * without a field. File names are kept for display only.
 */
export async function readMultipart(request: FastifyRequest, fileField: string): Promise<MultipartForm> {
  // A JSON body (no file) is read as the form's fields: the schema then says what is missing.
  if (!request.isMultipart()) {
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, string>) : {};
    return { fields: body, file: null };
  }
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === fileField && !file) file = { field: part.fieldname, bytes, filename: part.filename };
      } else if (typeof part.value === 'string' && fields[part.fieldname] === undefined) {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(fileField);
    if (code === 'FST_FILES_LIMIT')
      throw new ValidationError([{ field: fileField, message: 'validation.tooMany', params: { maximum: 1 } }]);
    if (typeof code === 'string' && code.startsWith('FST_')) throw new ValidationError([]);
    throw err;
  }
  return { fields, file };
}
