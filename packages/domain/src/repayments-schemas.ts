import {
  REPAYMENT_KINDS,
  REPAYMENT_PAY_ROUTES,
  REPAYMENT_STATUSES,
  AUTO_REPAYMENT_ROUTES,
  REPAYMENT_FREQUENCIES,
  CALCULATOR_LIMITS,
} from './repayments';
import { isoDay } from './schemas/campaign-fields';
import { moneyAmount } from './schemas/wallet';
import { currencyOut } from './schemas/wire';
import { z } from './zod-setup';

/** Inputs and answers of the repayment calls (spec §7), shared by the API, the site and the console. */

const description = z.string().trim().max(500, 'validation.tooLong').optional();

/**
 * POST {id}/create-repayment: the debt campaign's whole schedule from its terms (`type: schedule`),
 * or one ad hoc distribution of `amount` minor units (dividend, interest or return of investment).
 */
export const createRepaymentInput = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('schedule') }),
    z.object({ type: z.enum(REPAYMENT_KINDS), amount: moneyAmount, dueDate: isoDay, description }),
  ],
  'repayments.errors.type',
);
export type CreateRepaymentInput = z.infer<typeof createRepaymentInput>;

/**
 * PATCH {id}/process-repayment: the owner pays (wallet, card checkout, or offline for staff to
 * confirm); staff approve an offline payment that arrived, or decline a repayment.
 */
export const processRepaymentInput = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('pay'), paymentType: z.enum(REPAYMENT_PAY_ROUTES, 'repayments.errors.paymentType') }),
    z.object({ action: z.literal('approve') }),
    z.object({ action: z.literal('decline'), reason: z.string().trim().min(1, 'validation.required').max(500, 'validation.tooLong') }),
  ],
  'repayments.errors.action',
);
export type ProcessRepaymentInput = z.infer<typeof processRepaymentInput>;

/** POST {id}/online-repayment: a hosted card checkout for one repayment. */
export const onlineRepaymentInput = z.object({ paymentType: z.enum(['sandbox', 'stripe'], 'repayments.errors.paymentType') });

/** The campaign page's calculator (spec §5: principal at least 1, in major units; minor units here). */
export const repaymentCalculatorInput = z.object({
  principal: z.number('validation.invalidType').int('validation.invalidType').positive('repayments.errors.principalMinimum'),
  rateBps: z.number().int().min(0).max(100_000),
  frequency: z.enum(REPAYMENT_FREQUENCIES),
  periods: z.number().int().min(1).max(CALCULATOR_LIMITS.periodsMax),
});

const share = z.object({ principal: z.number(), interest: z.number(), amount: z.number() });

export const repaymentOut = z.object({
  id: z.string(),
  campaignId: z.number(),
  /** The instalment's number in the schedule; null for an ad hoc distribution. */
  number: z.number().nullable(),
  kind: z.enum(REPAYMENT_KINDS),
  currencyCode: z.string(),
  principal: z.number(),
  interest: z.number(),
  amount: z.number(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  dueDate: z.string(),
  description: z.string().nullable(),
  status: z.enum(REPAYMENT_STATUSES),
  automatic: z.boolean(),
  paymentType: z.string().nullable(),
  /** Past its due date and still owed (site time zone). */
  late: z.boolean(),
  /** The ledger transfer that credited the investors. */
  transferId: z.number().nullable(),
  paidAt: z.date().nullable(),
  failedAt: z.date().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.date(),
  /** The caller's own share when they invested (paid: what was credited; otherwise what is planned). */
  myShare: share.nullable(),
});
export type RepaymentOut = z.infer<typeof repaymentOut>;

export const repaymentCampaignOut = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  investingType: z.string(),
  status: z.number(),
  currency: currencyOut,
  interestRateBps: z.number().nullable(),
  investFrequency: z.string().nullable(),
  termLengthMonths: z.number().nullable(),
  paybackStartDate: z.string().nullable(),
  repaymentMethod: z.string().nullable(),
  maturityDate: z.string().nullable(),
  redemptionTerms: z.string().nullable(),
  /** Confirmed investments: the loan's principal, and how many investors share it. */
  principal: z.number(),
  investors: z.number(),
});

/** GET {id}/get-repayment: the campaign's schedule and history, for its owner, investors and staff. */
export const repaymentScheduleOut = z.object({
  campaign: repaymentCampaignOut,
  role: z.enum(['owner', 'staff', 'investor']),
  /** The schedule can be generated (a successful debt campaign without one yet). */
  canGenerate: z.boolean(),
  automatic: z.object({ enabled: z.boolean(), route: z.enum(AUTO_REPAYMENT_ROUTES).nullable() }),
  totals: z.object({ paid: z.number(), owed: z.number(), late: z.number() }),
  repayments: z.array(repaymentOut),
});

/** One investor's credited share (owner and staff see all; an investor only their own). */
export const repaymentAllocationOut = share.extend({
  userId: z.string(),
  name: z.string(),
  invested: z.number(),
});

/** GET {id}/get-single-repayment: one repayment, its campaign and its allocations (the receipt). */
export const singleRepaymentOut = z.object({
  repayment: repaymentOut,
  campaign: repaymentCampaignOut,
  role: z.enum(['owner', 'staff', 'investor']),
  allocations: z.array(repaymentAllocationOut),
  /** The open card checkout, when one is waiting. */
  checkoutUrl: z.string().nullable(),
});

export const repaymentCheckoutOut = z.object({
  id: z.string(),
  sessionId: z.string(),
  checkoutUrl: z.string(),
  status: z.enum(REPAYMENT_STATUSES),
});

/** The console's list filter (status, campaign, due date range, kind). */
export const repaymentFilter = z.object({
  id: z.array(z.uuid()).max(1000).optional(),
  status: z.enum(REPAYMENT_STATUSES).optional(),
  kind: z.enum(REPAYMENT_KINDS).optional(),
  campaignId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  dueFrom: isoDay.optional(),
  dueTo: isoDay.optional(),
  late: z.boolean().optional(),
});
export type RepaymentFilter = z.infer<typeof repaymentFilter>;

/** The console's record of a repayment, with its campaign's name. */
export const repaymentRecordOut = repaymentOut.omit({ myShare: true }).extend({ campaignName: z.string() });

/** POST /console/repayments: staff add a repayment; `creditNow` credits it at once from money received offline. */
export const consoleRepaymentInput = z.object({
  campaignId: z.coerce.number().int().positive().max(2_147_483_647),
  kind: z.enum(REPAYMENT_KINDS),
  amount: moneyAmount,
  dueDate: isoDay,
  description,
  creditNow: z.boolean().default(false),
});

export const consoleDeclineInput = z.object({ reason: z.string().trim().min(1, 'validation.required').max(500, 'validation.tooLong') });
