import { z } from '../zod-setup';
import { INVESTMENT_PAYMENT_TYPES, investmentCheckInput } from './investments';
import { currencyOut } from './wire';

/**
 * POST /save-investment: the invest page's ask (amount in minor units or shares, exactly one) and
 * the route chosen so far. The same ask as process-investment-check, so the same rules apply.
 */
export const saveInvestmentInput = investmentCheckInput.safeExtend({
  paymentType: z.enum(INVESTMENT_PAYMENT_TYPES, 'validation.invalidOption').optional(),
});
export type SaveInvestmentInput = z.infer<typeof saveInvestmentInput>;

export const checkSavedInvestmentQuery = z.object({ campaignId: z.coerce.number().int().positive().max(2_147_483_647) });

/** A saved investment as its owner sees it (with what the list needs of its campaign). */
export const savedInvestmentOut = z.object({
  id: z.string(),
  campaignId: z.number(),
  campaign: z.object({ slug: z.string(), name: z.string().nullable() }),
  currency: currencyOut,
  /** Minor units. */
  amount: z.number(),
  shares: z.number().nullable(),
  paymentType: z.enum(INVESTMENT_PAYMENT_TYPES).nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
  expiresAt: z.date(),
});
export type SavedInvestmentOut = z.infer<typeof savedInvestmentOut>;
