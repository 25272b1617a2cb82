import { CONTACT_CATEGORIES, LIMITS } from '../constants';
import { z } from '../zod-setup';
import { captchaAnswer, email, emptyToNull, httpUrl, requiredText } from './common';

/** Spec §5 "Contact": subject and description required, text limit 200. */
export const contactInput = z
  .object({
    name: requiredText(80),
    email,
    category: z.enum(CONTACT_CATEGORIES, 'validation.required'),
    subject: requiredText(120),
    description: z.string().trim().min(1, 'validation.required').max(LIMITS.contactTextMax, 'validation.tooLong'),
    extraLink: emptyToNull(httpUrl),
  })
  .extend(captchaAnswer.shape);
export type ContactInput = z.infer<typeof contactInput>;

export const newsletterInput = z.object({ email }).extend(captchaAnswer.shape);

export const contactInquiryUpdate = z.object({ handled: z.boolean(), staffNote: emptyToNull(z.string().trim().max(2000)) });
