// Who invested in a campaign, as others may see it (issue 10 §4-5): the public investors list,
// the latest investment activity, a person's public campaigns and investments, and the owner's
// own views (the campaign's investments, money per payment route, offline payments awaiting).
// Amounts are integers in minor units of `currency`.
import { PAGE_SIZE } from '../constants';
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES } from '../wallet';
import { z } from '../zod-setup';
import { currencyOut, personOut } from './wire';

const campaignId = z.coerce.number().int().min(1).max(2_147_483_647);
const page = z.coerce.number().int().min(1).max(100_000).default(1);
const limit = z.coerce.number().int().min(1).max(50).default(PAGE_SIZE.investments);

/** GET /process-investment/campaign-investors */
export const campaignInvestorsQuery = z.object({ campaignId, page, limit });
/** GET /process-investment/get-latest-investment-activity/front (one campaign's, with campaignId). */
export const latestActivityQuery = z.object({
  campaignId: campaignId.optional(),
  limit: z.coerce.number().int().min(1).max(20).default(10),
});
/** The owner's lists: the campaign's investments (optionally one status) and the offline payments awaiting. */
export const campaignInvestmentsQuery = z.object({ campaignId, page, limit, status: z.enum(PAYMENT_STATUSES).optional() });
export const pendingInvestmentsQuery = z.object({ campaignId: campaignId.optional(), page, limit });
export const userListQuery = z.object({ page, limit: z.coerce.number().int().min(1).max(50).default(PAGE_SIZE.frontCampaigns) });
export const userIdParams = z.object({ id: z.uuid('validation.invalidFormat') });
export const campaignIdQuery = z.object({ campaignId });

/** The campaign an entry is about (a link and a name on lists spanning campaigns). */
export const investedCampaignOut = z.object({ id: z.number(), slug: z.string(), title: z.string(), logo: z.string().nullable() });

/** An investor as the public sees them: their name and profile, or the masked name with no person. */
const shownInvestorOut = z.object({
  /** The person's name, or the masked name in the reader's language. */
  name: z.string(),
  anonymous: z.boolean(),
  person: personOut.nullable(),
});

/**
 * One investor on a campaign's public list: all their paid investments in it summed, so the list
 * has as many rows as the campaign's investor count. An investor who asked for any of them to be
 * anonymous is shown as "Anonymous investor", with no person and no link.
 */
export const publicInvestorOut = shownInvestorOut.extend({
  amount: z.number(),
  currency: currencyOut,
  investments: z.number(),
  /** The latest of their payments. */
  investedAt: z.date(),
});
export type PublicInvestor = z.infer<typeof publicInvestorOut>;

/** One paid investment in the activity feed (anonymous ones masked as above). */
export const investmentActivityOut = shownInvestorOut.extend({
  amount: z.number(),
  currency: currencyOut,
  paidAt: z.date(),
  campaign: investedCampaignOut,
});
export type InvestmentActivity = z.infer<typeof investmentActivityOut>;

/** A person's named investments in one public campaign, on their profile (when they allow it). */
export const profileInvestmentOut = z.object({
  campaign: investedCampaignOut,
  amount: z.number(),
  currency: currencyOut,
  investments: z.number(),
  investedAt: z.date(),
});
export type ProfileInvestment = z.infer<typeof profileInvestmentOut>;

/** An investment as the campaign's owner (and staff) see it: every one, named even if anonymous publicly. */
export const ownerInvestmentOut = z.object({
  id: z.string(),
  reference: z.string(),
  investor: personOut,
  anonymous: z.boolean(),
  amount: z.number(),
  shares: z.number().nullable(),
  currency: currencyOut,
  status: z.enum(PAYMENT_STATUSES),
  paymentType: z.enum(PAYMENT_PROVIDERS),
  createdAt: z.date(),
  paidAt: z.date().nullable(),
  /** A pending payment's hold on the offer ends then (null: until staff decide). */
  holdExpiresAt: z.date().nullable(),
  campaign: investedCampaignOut,
});
export type OwnerInvestment = z.infer<typeof ownerInvestmentOut>;

/** The owner's overview: paid money per payment route (their sum is the raised amount) and the offline payments awaiting. */
export const campaignMoneyOut = z.object({
  currency: currencyOut.nullable(),
  raisedAmount: z.number(),
  investorCount: z.number(),
  byRoute: z.array(z.object({ paymentType: z.enum(PAYMENT_PROVIDERS), amount: z.number(), investments: z.number() })),
  pendingOffline: z.object({ amount: z.number(), investments: z.number() }),
});
export type CampaignMoney = z.infer<typeof campaignMoneyOut>;

/** The console's dashboard card: money paid into campaigns in the last 7 days and in all, per currency. */
export const consoleMoneyOut = z.object({
  since: z.date(),
  currencies: z.array(
    z.object({ currency: z.string(), week: z.number(), weekInvestments: z.number(), total: z.number(), investments: z.number() }),
  ),
});
export type ConsoleMoney = z.infer<typeof consoleMoneyOut>;
