// What the API answers about the catalogue every form chooses from: currencies and lookups.
import { CURRENCY_FORMATS } from '../constants';
import { z } from '../zod-setup';

/** GET /admin/currency/front: a currency a campaign may raise in. */
export const currencyOptionOut = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  displayFormat: z.enum(CURRENCY_FORMATS),
  decimals: z.number(),
});

/** GET /lookups/*: a category, industry, stage… named in the reader's language. */
export const lookupOut = z.object({ id: z.number(), slug: z.string(), name: z.string(), code: z.string().nullable() });

/** GET /admin/campaign-setting/front: the bounds of the campaign rules (campaign-rules.ts) and staff's switches. */
export const campaignSettingsOut = z.object({
  minGoal: z.number(),
  maxGoal: z.number(),
  minInvestment: z.number(),
  minEquityPercent: z.number(),
  maxEquityPercent: z.number(),
  minValuation: z.number(),
  maxValuation: z.number(),
  minInterestRate: z.number(),
  maxInterestRate: z.number(),
  minTermMonths: z.number(),
  maxTermMonths: z.number(),
  maxCampaignDays: z.number(),
  campaignLimitPerUser: z.number(),
  requireCampaignApproval: z.boolean(),
});
