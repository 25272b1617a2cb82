import { extrasDocumentFields, extrasImageFields } from '@cf/domain/schemas/campaigns';
import { z } from '@cf/domain/zod-setup';
import { IMAGE_TYPES, uploadedFile } from '../account/file-schema';

/**
 * The upload forms: the file is checked in the browser first (format and the 2 MB of spec §5),
 * then by the API by content and dimensions (logo square ≥ 200×200, campaign image 700×500), whose
 * message lands on the same field.
 */
const image = () => uploadedFile(IMAGE_TYPES, { format: 'campaigns.validation.imageFormat', size: 'campaigns.validation.fileSize' });
const pdf = () => uploadedFile(['application/pdf'], { format: 'campaigns.validation.pdfOnly', size: 'campaigns.validation.fileSize' });

export const imageFileForm = z.object({ file: image() });
export const pdfFileForm = z.object({ file: pdf() });
export const galleryImageForm = extrasImageFields.extend({ file: image() });
export const documentForm = extrasDocumentFields.extend({ file: pdf() });
