import { z } from '../zod-setup';
import { PAYMENT_PROVIDERS, WALLET_ACTIVITY_TYPES } from '../wallet';

/** A positive integer amount in minor units: anything else is a 400 before any money moves. */
export const moneyAmount = z
  .number('validation.integerAmount')
  .int('validation.integerAmount')
  .positive('validation.integerAmount')
  .max(Number.MAX_SAFE_INTEGER);

export const currencyCodeInput = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, 'validation.currencyCode');

/** `currencyId`, as the spec names it, is accepted wherever `currencyCode` is (an id or a code). */
export const addWalletTopUpInput = z
  .object({
    amount: moneyAmount,
    currencyCode: currencyCodeInput.optional(),
    currencyId: z.union([z.number().int().positive(), currencyCodeInput]).optional(),
    paymentType: z.enum(['sandbox', 'stripe', 'paypal', 'ach']),
    /** The linked bank account to debit, when topping up by ACH. */
    achAccountId: z.uuid('validation.invalidFormat').optional(),
  })
  .refine((v) => v.paymentType !== 'ach' || v.achAccountId !== undefined, { message: 'validation.required', path: ['achAccountId'] });
export type AddWalletTopUpInput = z.infer<typeof addWalletTopUpInput>;

export const completeSandboxSessionInput = z.object({ outcome: z.enum(['paid', 'failed']) });

export const walletTopUpOut = z.object({
  id: z.string(),
  sessionId: z.string(),
  status: z.number(),
  checkoutUrl: z.string(),
  amount: z.number(),
  fee: z.number(),
  total: z.number(),
  currencyCode: z.string(),
});

export const walletDetailOut = z.object({
  currencyCode: z.string(),
  balance: z.number(),
  /** Held for requested withdrawals, not spendable. */
  pendingWithdrawals: z.number(),
});

/** One line of the wallet's transactions (a ledger entry on the investor's wallet). */
export const walletTransactionOut = z.object({
  id: z.number(),
  transferId: z.number(),
  entryType: z.enum(['CREDIT', 'DEBIT']),
  amount: z.number(),
  currencyCode: z.string(),
  kind: z.string(),
  details: z.string().nullable(),
  campaignId: z.number().nullable(),
  /** Spec §3 activity type ("withdraw initiated by user"...), from the transfer's kind. */
  activityType: z.enum(WALLET_ACTIVITY_TYPES),
  status: z.literal('success'),
  createdAt: z.date(),
});

/** GET wallet/wallet-preapproval/{id}: one top-up, for its receipt. */
export const walletTopUpDetailOut = z.object({
  id: z.string(),
  status: z.number(),
  amount: z.number(),
  fee: z.number(),
  total: z.number(),
  currencyCode: z.string(),
  createdAt: z.date(),
  completedAt: z.date().nullable(),
});

export const PAYMENT_SESSION_STATUSES = ['open', 'paid', 'failed', 'expired'] as const;

/** A hosted checkout session, for its payer (the sandbox checkout page). */
export const sandboxSessionOut = z.object({
  sessionId: z.string(),
  /** Whose twin it is: the built-in sandbox, or a provider's in test mode without keys (PayPal, ACH, MangoPay). */
  provider: z.enum(PAYMENT_PROVIDERS),
  purpose: z.enum(['wallet_topup', 'investment', 'repayment']),
  /** The top-up or investment it pays: where the checkout sends the payer back to. */
  subjectId: z.string(),
  amount: z.number(),
  currencyCode: z.string(),
  status: z.enum(PAYMENT_SESSION_STATUSES),
  expiresAt: z.date(),
});

/** What completing a session did: the first completion decides, later ones change nothing. */
export const paymentCompletionOut = z.object({ sessionId: z.string(), status: z.enum(PAYMENT_SESSION_STATUSES), changed: z.boolean() });
