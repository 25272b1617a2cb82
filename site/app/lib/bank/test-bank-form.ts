import { z } from '@cf/domain';
import { checkTestBank, testBankFields } from '@cf/domain/schemas/ach';

/**
 * The sandbox twin's "link a test bank" form, checked in the browser and on the server with the
 * API's own rules (spec §5 Bank, a valid ABA routing number); the authorisation box is "on" when
 * ticked (the invest form's consents are checked the same way).
 */
export const testBankForm = z.object({ ...testBankFields, tos: z.literal('on', 'bank.errors.tosRequired') }).superRefine(checkTestBank);
export type TestBankFormValue = z.output<typeof testBankForm>;
