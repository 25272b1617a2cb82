import { z } from '@cf/domain';
import { INVESTMENT_PAYMENT_TYPES, SIGNATURE_LIMITS } from '@cf/domain/schemas/investments';

type FileLike = { name: string; size: number; type: string };
const isFile = (v: unknown): v is FileLike =>
  typeof v === 'object' && v !== null && typeof (v as FileLike).size === 'number' && typeof (v as FileLike).type === 'string';

/** The signature image types the API accepts (it checks the bytes again). */
export const SIGNATURE_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const SIGNATURE_TYPES = ['typed', 'drawn', 'uploaded'] as const;

/** A drawn signature as the pad gives it: a PNG data URL. */
const DRAWN = /^data:image\/png;base64,[A-Za-z0-9+/=]+$/;

/**
 * The invest form as the browser sends it (checked on both sides); the amount is in major units.
 * The signature is typed (≤ 20 characters), drawn on the pad (a PNG data URL in a hidden field) or
 * an uploaded PNG/JPEG under 512 KB; only the chosen one is checked.
 */
export const investForm = z
  .object({
    mode: z.enum(['amount', 'shares']).default('amount'),
    amount: z.string().trim().max(20).optional(),
    shares: z.string().trim().max(15).optional(),
    paymentType: z.enum(INVESTMENT_PAYMENT_TYPES, 'validation.invalidOption'),
    signatureType: z.enum(SIGNATURE_TYPES).default('typed'),
    signature: z.string().trim().max(SIGNATURE_LIMITS.typedMax, 'invest.errors.signatureTooLong').optional(),
    signatureDrawn: z
      .string()
      .max(Math.ceil((SIGNATURE_LIMITS.imageBytesMax * 4) / 3) + 32, 'invest.errors.signatureImageSize')
      .optional(),
    signatureFile: z.custom<File | undefined>().optional(),
    acceptTerms: z.literal('on', 'invest.errors.acceptTerms'),
    acceptRisk: z.literal('on', 'invest.errors.acceptRisk'),
    accreditedInvestor: z.literal('on').optional(),
    /** The linked bank account an ACH payment debits (spec §5: required when paying by ACH). */
    achAccountId: z.string().trim().max(40).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.mode === 'amount' && !v.amount) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'validation.required' });
    if (v.mode === 'shares' && !/^\d{1,15}$/.test(v.shares ?? ''))
      ctx.addIssue({ code: 'custom', path: ['shares'], message: 'invest.errors.sharesAtLeastOne' });
    if (v.signatureType === 'typed' && !v.signature) ctx.addIssue({ code: 'custom', path: ['signature'], message: 'validation.required' });
    if (v.paymentType === 'ach' && !v.achAccountId)
      ctx.addIssue({ code: 'custom', path: ['achAccountId'], message: 'bank.errors.chooseAccount' });
    if (v.signatureType === 'drawn' && !DRAWN.test(v.signatureDrawn ?? ''))
      ctx.addIssue({ code: 'custom', path: ['signatureDrawn'], message: 'invest.contract.errors.draw' });
    if (v.signatureType === 'uploaded') {
      const file = v.signatureFile;
      if (!isFile(file) || file.size === 0)
        ctx.addIssue({ code: 'custom', path: ['signatureFile'], message: 'invest.contract.errors.upload' });
      else if (!(SIGNATURE_IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase()))
        ctx.addIssue({ code: 'custom', path: ['signatureFile'], message: 'invest.errors.signatureImage' });
      else if (file.size > SIGNATURE_LIMITS.imageBytesMax)
        ctx.addIssue({ code: 'custom', path: ['signatureFile'], message: 'invest.errors.signatureImageSize' });
    }
  });
export type InvestFormValue = z.output<typeof investForm>;

/** The form field an API error about the signature belongs to, by the way the investor signed. */
export function formFieldOf(apiField: string, signatureType: (typeof SIGNATURE_TYPES)[number] = 'typed') {
  if (!apiField.startsWith('signature')) return apiField;
  return signatureType === 'drawn' ? 'signatureDrawn' : signatureType === 'uploaded' ? 'signatureFile' : 'signature';
}
