import { z } from '@cf/domain';

/** The top-up form: an amount typed in major units ("250" or "250.50") and the wallet's currency. */
export const topUpForm = z.object({
  amount: z.string('validation.required').trim().min(1, 'validation.required').max(20),
  currencyCode: z.string().regex(/^[A-Z]{3}$/),
  /** The card route: the sandbox or Stripe, whichever the console has on. */
  paymentType: z.enum(['sandbox', 'stripe', 'paypal'], 'validation.invalidOption').default('sandbox'),
});
