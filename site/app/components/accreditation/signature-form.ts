import { LIMITS } from '@cf/domain/constants';
import { z } from '@cf/domain/zod-setup';
import { accreditationForm } from '~/lib/account/investor-form';
import { SIGNATURE_IMAGE_TYPES } from '~/lib/invest/invest-form';

type FileLike = { size: number; type: string };
const isChosen = (v: unknown): v is FileLike =>
  typeof v === 'object' && v !== null && typeof (v as FileLike).size === 'number' && (v as FileLike).size > 0;

/**
 * The accreditation form with its signature image (spec §9): when the investor signs with an image
 * it must be a PNG or JPEG under 512 KB, checked in the browser before it travels; the API checks
 * the bytes again and redraws it in the 400x200 frame. The typed way is the domain's own rule.
 */
export const accreditationSignedForm = z
  .intersection(accreditationForm, z.object({ signatureImage: z.custom<File | undefined>().optional() }))
  .superRefine((value, ctx) => {
    if (value.signatureType !== 'image') return;
    const file = value.signatureImage;
    const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['signatureImage'], message });
    if (!isChosen(file)) issue('identity.accreditation.signatureImageRequired');
    else if (!(SIGNATURE_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase()))
      issue('identity.accreditation.signatureImageFormat');
    else if (file.size > LIMITS.signatureBytesMax) issue('identity.accreditation.signatureImageSize');
  });
