import { z } from '@cf/domain';

/** The top-up form: an amount typed in major units ("250" or "250.50") and the wallet's currency. */
export const topUpForm = z
  .object({
    amount: z.string('validation.required').trim().min(1, 'validation.required').max(20),
    currencyCode: z.string().regex(/^[A-Z]{3}$/),
    /** The route: a card (sandbox or Stripe), PayPal, or a linked bank account by ACH, whichever the console has on. */
    paymentType: z.enum(['sandbox', 'stripe', 'paypal', 'ach'], 'validation.invalidOption').default('sandbox'),
    /** The linked bank account an ACH top-up debits. */
    achAccountId: z.string().trim().max(40).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.paymentType === 'ach' && !v.achAccountId)
      ctx.addIssue({ code: 'custom', path: ['achAccountId'], message: 'bank.errors.chooseAccount' });
  });
