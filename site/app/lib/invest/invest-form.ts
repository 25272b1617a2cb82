import { z } from '@cf/domain';
import { SIGNATURE_LIMITS } from '@cf/domain/schemas/investments';

/** The invest form as the browser sends it (checked on both sides); the amount is in major units. */
export const investForm = z
  .object({
    mode: z.enum(['amount', 'shares']).default('amount'),
    amount: z.string().trim().max(20).optional(),
    shares: z.string().trim().max(15).optional(),
    paymentType: z.enum(['wallet', 'sandbox', 'offline'], 'validation.invalidOption'),
    signature: z
      .string('validation.required')
      .trim()
      .min(1, 'validation.required')
      .max(SIGNATURE_LIMITS.typedMax, 'invest.errors.signatureTooLong'),
    acceptTerms: z.literal('on', 'invest.errors.acceptTerms'),
    acceptRisk: z.literal('on', 'invest.errors.acceptRisk'),
    accreditedInvestor: z.literal('on').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.mode === 'amount' && !v.amount) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'validation.required' });
    if (v.mode === 'shares' && !/^\d{1,15}$/.test(v.shares ?? ''))
      ctx.addIssue({ code: 'custom', path: ['shares'], message: 'invest.errors.sharesAtLeastOne' });
  });
export type InvestFormValue = z.output<typeof investForm>;

/** The API's field names, as the form calls them. */
export const formFieldOf = (apiField: string) => (apiField.startsWith('signature') ? 'signature' : apiField);
