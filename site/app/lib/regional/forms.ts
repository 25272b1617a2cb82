import { z } from '@cf/domain';

/** The regional wallet's forms (parsed in the browser and again by the action). Amounts are typed in major units. */

const amount = z.string('validation.required').trim().min(1, 'validation.required').max(20);

export const regionalTopUpForm = z.object({ amount, idempotencyKey: z.string().min(1).max(255) });

export const regionalPayoutForm = z.object({
  bankAccountId: z.string('validation.required').trim().min(1, 'validation.required').max(64),
  amount,
  idempotencyKey: z.string().min(1).max(255),
});

export const regionalDeactivateForm = z.object({ bankAccountId: z.string().trim().min(1).max(64) });

/** The bank account form is the API's own schema: the same rules per type (spec §5). */
export { mangopayBankAccountInput as regionalBankAccountForm } from '@cf/domain/schemas/mangopay';
