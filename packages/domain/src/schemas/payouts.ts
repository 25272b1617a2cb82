// Payouts to owners, staff decisions on withdrawals and staff refunds (issue 9 §3–§4): what the
// owner, the site and the console send, and what the API answers them.
import { PAYOUT_METHODS, PAYOUT_STATUSES } from '../payouts';
import { z } from '../zod-setup';
import { withdrawalRecordOut } from './ledger-answers';
import { nullableNumber, nullableString } from './wire';
import { currencyCodeInput } from './wallet';

const requiredText = (max: number) => z.string('validation.required').trim().min(1, 'validation.required').max(max, 'validation.tooLong');

/** POST /campaigns/equities/{id}/request-payout: how the owner wants to be paid (bank transfer unless told). */
export const requestPayoutInput = z.object({
  method: z.enum(PAYOUT_METHODS, 'validation.invalidOption').default('bank'),
});
export type RequestPayoutInput = z.infer<typeof requestPayoutInput>;

/**
 * Who confirms a change of where payouts go: the password, and the two-factor code (or a recovery
 * code) when two-factor is on.
 */
export const payoutIdentityFields = {
  currentPassword: z.string().max(200).optional(),
  twoFactorCode: z.string().trim().max(20).optional(),
};

/** POST /campaigns/equities/{id}/stripe-connect: start connecting a Stripe account (a payout-details change). */
export const stripeConnectInput = z.object(payoutIdentityFields);

/** POST /campaigns/equities/{id}/stripe-connect/complete: back from Stripe's onboarding with the account. */
export const stripeConnectCompleteInput = z.object({
  accountId: z.string('validation.required').regex(/^acct_[A-Za-z0-9_]{4,80}$/, 'validation.invalidFormat'),
});

/** Staff confirm a payout: the bank transfer's reference (a Stripe payout makes its own). */
export const payoutConfirmInput = z.object({ reference: z.string().trim().max(100, 'validation.tooLong').optional() });
/** Staff reject a payout or a withdrawal, or refund an investment: the reason the user is told. */
export const staffReasonInput = z.object({ reason: requiredText(500) });
/** Staff paid a withdrawal by bank transfer: its reference. */
export const withdrawalPayInput = z.object({ reference: requiredText(100) });

/** A payout as its owner sees it. */
export const ownerPayoutOut = z.object({
  id: z.string(),
  campaignId: z.number(),
  amount: z.number(),
  currency: z.string(),
  method: z.enum(PAYOUT_METHODS),
  status: z.enum(PAYOUT_STATUSES),
  accountHolderName: nullableString,
  accountNumberLast4: nullableString,
  requestedAt: z.date(),
  approvedAt: z.date().nullable(),
  confirmedAt: z.date().nullable(),
  rejectedAt: z.date().nullable(),
  reason: nullableString,
  reference: nullableString,
});

export const settlementOut = z.object({
  outcome: z.enum(['successful', 'unsuccessful', 'cancelled']),
  currency: z.string(),
  raised: z.number(),
  feeBps: z.number(),
  fee: z.number(),
  net: z.number(),
  refunded: z.number(),
  settledAt: z.date(),
});

/** GET /campaigns/equities/{id}/payout: the payout tab (raised, fee, net, what may be asked for, each payout). */
export const payoutSummaryOut = z.object({
  campaignId: z.number(),
  campaignType: z.enum(['fixed', 'flexible']),
  currency: nullableString,
  settlement: settlementOut.nullable(),
  /** Owed to the owner now (the owner-payable balance), and what of it is not yet asked for. */
  payable: z.number(),
  requestable: z.number(),
  eligible: z.boolean(),
  methods: z.array(z.enum(PAYOUT_METHODS)),
  kycApproved: z.boolean(),
  account: z
    .object({
      bankName: nullableString,
      accountHolderName: nullableString,
      accountNumberLast4: nullableString,
      stripeConnected: z.boolean(),
      detailsChangedAt: z.date().nullable(),
      heldUntil: z.date().nullable(),
    })
    .nullable(),
  payouts: z.array(ownerPayoutOut),
});

export const stripeConnectOut = z.object({ url: z.string() });
export const stripeAccountOut = z.object({ stripeConnected: z.boolean() });

/** GET /console/payouts: a payout with its campaign, owner and who decided. */
export const payoutRecordOut = ownerPayoutOut.extend({
  ownerId: z.string(),
  ownerEmail: z.string(),
  campaignName: z.string(),
  approvedBy: nullableString,
  confirmedBy: nullableString,
  rejectedBy: nullableString,
  transferId: nullableNumber,
  /** Above the operator's threshold: a second, different staff member confirms. */
  needsSecondApproval: z.boolean(),
});

/** GET /console/payouts: filters. */
export const payoutFilter = z.object({
  id: z
    .union([z.guid(), z.array(z.guid()).max(1000)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
  status: z.enum(PAYOUT_STATUSES).optional(),
  campaignId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  currency: currencyCodeInput.optional(),
  q: z.string().trim().max(200).optional(),
});
export type PayoutFilter = z.infer<typeof payoutFilter>;

/** GET /console/withdrawals with the staff decision's reference or reason. */
export const withdrawalDecidedOut = withdrawalRecordOut.extend({
  reference: nullableString,
  rejectReason: nullableString,
  decidedBy: nullableString,
});

/** A staff decision's answer: the record's id and where it stands. */
export const moneyDecisionOut = z.object({ id: z.string(), status: z.union([z.string(), z.number()]), transferId: nullableNumber });
