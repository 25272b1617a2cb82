import { z } from '@cf/domain';
import { SIGNATURE_LIMITS } from '@cf/domain/schemas/investments';

/**
 * The confirm step of paying an investment from the wallet (/wallet-payment/{campaignId}): the
 * ask comes from the page (amount in minor units or shares), the investor signs with a typed name
 * and ticks the consents; the key the page was rendered with makes a double submit pay once.
 */
export const walletPaymentForm = z.object({
  amount: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
  shares: z
    .string()
    .regex(/^\d{1,15}$/)
    .optional(),
  idempotencyKey: z.string().min(1).max(255),
  signature: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(SIGNATURE_LIMITS.typedMax, 'invest.errors.signatureTooLong'),
  acceptTerms: z.literal('on', 'invest.errors.acceptTerms'),
  acceptRisk: z.literal('on', 'invest.errors.acceptRisk'),
  accreditedInvestor: z.literal('on').optional(),
});
