// Bank (ACH) accounts linked through Plaid and the payments debited from them (spec §2
// /settings/ach-account-list and /settings/payment-options, §3 Bank (ACH) account, §5 Bank, §7 ACH).
import { z } from '../zod-setup';
import { ACCOUNT_TYPES } from './campaign-fields';
import { processInvestmentInput } from './investments';
import { AUTO_REPAYMENT_ROUTES } from '../repayments';
import { addWalletTopUpInput } from './wallet';
import { bankAccountFields, checkBankAccount } from './wallet-withdraw';

export const ACH_ACCOUNT_STATUSES = ['active', 'disconnected'] as const;
export type AchAccountStatus = (typeof ACH_ACCOUNT_STATUSES)[number];

/** A Plaid transfer's statuses (its TransferStatus), which only move forward (see ach/transfers.ts). */
export const ACH_TRANSFER_STATUSES = ['pending', 'posted', 'settled', 'funds_available', 'failed', 'cancelled', 'returned'] as const;
export type AchTransferStatus = (typeof ACH_TRANSFER_STATUSES)[number];

/** What the sandbox twin's bank may answer about a transfer (the events a live bank sends through Plaid). */
export const TWIN_TRANSFER_EVENTS = ['settled', 'failed', 'returned'] as const;
export type TwinTransferEvent = (typeof TWIN_TRANSFER_EVENTS)[number];

/**
 * An ABA routing number's check digit (spec §5: routing number numeric, 9): the weights 3, 7, 1
 * repeated over the nine digits sum to a multiple of ten.
 */
export function abaChecksumOk(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...routing].reduce((total, digit, i) => total + Number(digit) * weights[i]!, 0);
  return sum % 10 === 0;
}

/** The sandbox twin's test bank account, as typed on its link page: spec §5 Bank rules, a valid ABA number and the terms. */
export const testBankFields = {
  bankName: bankAccountFields.bankName,
  accountType: bankAccountFields.accountType,
  accountNumber: bankAccountFields.accountNumber,
  confirmAccountNumber: bankAccountFields.confirmAccountNumber,
  routingNumber: bankAccountFields.routingNumber,
};

/** Spec §5 Bank plus the routing number's check digit. */
export function checkTestBank(v: { accountNumber: string; confirmAccountNumber: string; routingNumber: string }, ctx: z.RefinementCtx) {
  checkBankAccount(v, ctx);
  if (/^\d{9}$/.test(v.routingNumber) && !abaChecksumOk(v.routingNumber))
    ctx.addIssue({ code: 'custom', path: ['routingNumber'], message: 'bank.errors.routingChecksum', input: v });
}

/**
 * POST ach-payment/connect-ach-account, by how the account was linked: the public token Plaid Link
 * gave the browser, the Hosted Link session we opened (get-connection-url), or (sandbox twin only)
 * a test bank account typed on the platform's own page.
 */
export const connectAchAccountInput = z.discriminatedUnion('method', [
  z.object({ method: z.literal('public_token'), publicToken: z.string().trim().min(1, 'validation.required').max(300) }),
  z.object({ method: z.literal('hosted_link'), linkSessionId: z.uuid('validation.invalidFormat') }),
  z
    .object({
      method: z.literal('test_bank'),
      ...testBankFields,
      // A plain boolean, checked with the bank rules: every refusal is told at once.
      tos: z.boolean('bank.errors.tosRequired'),
    })
    .superRefine((v, ctx) => {
      checkTestBank(v, ctx);
      if (!v.tos) ctx.addIssue({ code: 'custom', path: ['tos'], message: 'bank.errors.tosRequired', input: v.tos });
    }),
]);
export type ConnectAchAccountInput = z.infer<typeof connectAchAccountInput>;

/** A linked bank account as its owner sees it: never a token, only the last four digits. */
export const achAccountOut = z.object({
  id: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  mask: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  status: z.enum(ACH_ACCOUNT_STATUSES),
  /** Linked on the sandbox twin: no bank was contacted. */
  twin: z.boolean(),
  createdAt: z.date(),
});
export type AchAccount = z.infer<typeof achAccountOut>;

export const connectAchAccountOut = z.object({ accounts: z.array(achAccountOut) });

/** create-payment-link-token: what Plaid Link (in the browser) opens with. */
export const achLinkTokenOut = z.object({ linkToken: z.string(), expiration: z.date().nullable(), twin: z.boolean() });

/** get-connection-url: where to send the user to link an account (Plaid's Hosted Link, or the twin's page). */
export const achConnectionUrlOut = z.object({ url: z.string(), linkSessionId: z.string(), twin: z.boolean() });

/** A debit's progress, for its payer (the pending page, and the twin's Settle / Fail / Return). */
export const achTransferOut = z.object({
  sessionId: z.string(),
  transferId: z.string(),
  purpose: z.enum(['investment', 'wallet_topup', 'repayment']),
  subjectId: z.string(),
  amount: z.number(),
  currencyCode: z.string(),
  status: z.enum(ACH_TRANSFER_STATUSES),
  /** Our payment session: open until the bank's answer, then paid or failed. */
  sessionStatus: z.enum(['open', 'paid', 'failed', 'expired']),
  twin: z.boolean(),
  account: z.object({ bankName: z.string(), mask: z.string() }).nullable(),
  /** Where the payer reads the outcome. */
  receiptPath: z.string(),
  createdAt: z.date(),
});
export type AchTransfer = z.infer<typeof achTransferOut>;

/** The sandbox twin's bank answering a transfer: the same handling as Plaid's events. */
export const twinTransferEventInput = z.object({ event: z.enum(TWIN_TRANSFER_EVENTS, 'validation.invalidOption') });

const byAch = (body: unknown) => (body && typeof body === 'object' ? { ...body, paymentType: 'ach' } : body);

/** ach-payment/process-payment: process-investment by ACH from a linked account. */
export const achProcessPaymentInput = z.preprocess(byAch, processInvestmentInput.safeExtend({ paymentType: z.literal('ach') }));

/** ach-payment/wallet-process-payment: a wallet top-up by ACH from a linked account. */
export const achWalletPaymentInput = z.preprocess(byAch, addWalletTopUpInput.safeExtend({ paymentType: z.literal('ach') }));

/** equities/{id}/create-auto-repayment: ACH needs a linked account of the owner (the newest when none is named). */
export const autoRepaymentAchInput = z.object({
  enabled: z.boolean(),
  route: z.enum(AUTO_REPAYMENT_ROUTES, 'repayments.errors.paymentType').default('wallet'),
  achAccountId: z.uuid('validation.invalidFormat').optional(),
});

export const autoRepaymentAchOut = z.object({
  enabled: z.boolean(),
  route: z.enum(AUTO_REPAYMENT_ROUTES).nullable(),
  instalments: z.number(),
  /** The owner's account debited by ACH, when that is the route (absent otherwise). */
  achAccountId: z.string().optional(),
});

/** equities/{id}/get-ach-status: whether the owner has an active linked account for automatic debits, and which. */
export const achRepaymentStatusOut = z.object({
  connected: z.boolean(),
  /** The ACH route is on and takes the campaign's currency. */
  available: z.boolean(),
  message: z.string(),
  account: achAccountOut.nullable(),
  /** The account automatic instalments are debited from, when ACH is the campaign's route. */
  mandateAccountId: z.string().nullable(),
});
