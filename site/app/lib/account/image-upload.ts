import { z } from '@cf/domain/zod-setup';
import { IMAGE_TYPES, uploadedFile } from './file-schema';

/** The photo and cover forms: one image file (the API adds the dimension rules). */
export const imageUploadInput = z.object({
  file: uploadedFile(IMAGE_TYPES, { format: 'identity.profile.fileFormat', size: 'identity.profile.fileSize' }),
});
