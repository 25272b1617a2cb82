import { z } from '@cf/domain';
import { parseTypedMajor } from '@cf/domain/money';
import { AUTO_REPAYMENT_ROUTES, REPAYMENT_KINDS, REPAYMENT_PAY_ROUTES } from '@cf/domain/repayments';
import { isoDay } from '@cf/domain/schemas/campaign-fields';

/** The most decimals any currency has (the form does not know the campaign's). */
const MAX_DECIMALS = 4;

/** The owner's "add a distribution" form: the amount typed in major units, turned into minor units by the action. */
export const adHocForm = z.object({
  kind: z.enum(REPAYMENT_KINDS, 'validation.invalidOption'),
  // Read by the one rule for typed amounts; the action checks it again with the currency's own decimals.
  amount: z
    .string('validation.required')
    .trim()
    .refine((v) => parseTypedMajor(v, MAX_DECIMALS) !== null, 'repayments.campaignPage.principalFormat'),
  dueDate: isoDay,
  description: z.string().trim().max(500, 'validation.tooLong').optional(),
});

export const autoForm = z.object({ enabled: z.enum(['on', 'off']), route: z.enum(AUTO_REPAYMENT_ROUTES).default('wallet') });

export const payForm = z.object({ paymentType: z.enum(REPAYMENT_PAY_ROUTES, 'repayments.errors.paymentType') });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A repayment id from the path: a UUID, else the page does not exist. */
export function repaymentIdOf(raw: string | undefined): string {
  if (!raw || !UUID.test(raw)) throw new Response(null, { status: 404 });
  return raw.toLowerCase();
}
