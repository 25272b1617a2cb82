import { ValidationError } from '@cf/domain';
import type { FastifyRequest } from 'fastify';
import { type MultipartForm, readMultipart, type UploadedFile } from '../files/index';

/** The two files the accreditation form may carry: the completed letter and the signature image. */
export const FILE_FIELDS = ['letter', 'signatureImage'] as const;
type FileField = (typeof FILE_FIELDS)[number];

export type AccreditationForm = { fields: Record<string, string>; files: Partial<Record<FileField, UploadedFile>> };

const SIZE_MESSAGES: Record<FileField, string> = {
  letter: 'validation.fileTooLarge',
  signatureImage: 'identity.accreditation.signatureImageSize',
};

/**
 * Reads the accreditation form. files/readMultipart takes one file per request (the app-wide limit);
 * this form may carry two, so it raises that limit for itself only, keeping the 2 MB per file and
 * the 10 fields. A file over 2 MB is its field's size message, never a 413 without a field.
 */
export async function readAccreditationForm(request: FastifyRequest): Promise<AccreditationForm> {
  // A JSON body (no file) is read as the form's fields, as readMultipart does.
  if (!request.isMultipart()) return { fields: (await readMultipart(request, 'letter')).fields, files: {} };
  const fields: MultipartForm['fields'] = {};
  const files: AccreditationForm['files'] = {};
  try {
    for await (const part of request.parts({ limits: { files: FILE_FIELDS.length } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        const field = FILE_FIELDS.find((name) => name === part.fieldname);
        if (field && !files[field]) files[field] = { field, bytes, filename: part.filename };
      } else if (typeof part.value === 'string' && fields[part.fieldname] === undefined) {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const { code, part } = err as { code?: string; part?: { fieldname?: string } };
    const field = FILE_FIELDS.find((name) => name === part?.fieldname) ?? 'letter';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new ValidationError([{ field, message: SIZE_MESSAGES[field] }], 'errors.uploadSize');
    if (code === 'FST_FILES_LIMIT')
      throw new ValidationError([{ field, message: 'validation.tooMany', params: { maximum: FILE_FIELDS.length } }]);
    if (typeof code === 'string' && code.startsWith('FST_')) throw new ValidationError([]);
    throw err;
  }
  return { fields, files };
}
