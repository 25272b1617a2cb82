import { z } from '@cf/domain';
import { bankAccountFields, checkBankAccount } from '@cf/domain/schemas/wallet-withdraw';

/**
 * The withdraw form: an amount typed in major units, the bank account with the API's own rules
 * (spec §5 Bank), and the Idempotency-Key the page was rendered with, so a double submit holds once.
 */
export const withdrawForm = z
  .object({
    amount: z.string('validation.required').trim().min(1, 'validation.required').max(20),
    currencyCode: z.string().regex(/^[A-Z]{3}$/),
    idempotencyKey: z.string().min(1).max(255),
    ...bankAccountFields,
  })
  .superRefine(checkBankAccount);
