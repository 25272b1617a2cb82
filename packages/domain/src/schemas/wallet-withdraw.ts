// The wallet's withdrawal and wallet-payment calls (spec §3 Withdraw, §7 wallet/withdraw and
// process-investment/check-and-process-wallet-investment). The bank rules are the campaign funding
// step's (spec §5 Bank), with its message keys, so both forms say the same.
import { z } from '../zod-setup';
import { ACCOUNT_TYPES, CAMPAIGN_FIELDS } from './campaign-fields';
import { processInvestmentInput } from './investments';
import { currencyCodeInput, moneyAmount } from './wallet';

/** Digits typed with spaces or dashes ("0210 0002 1") are read as the digits alone. */
const digitsOnly = (v: unknown) => (typeof v === 'string' ? v.replace(/[\s-]/g, '') : typeof v === 'number' ? String(v) : v);
const bankDigits = z.preprocess(digitsOnly, z.string('validation.required').trim().min(1, 'validation.required').max(40));

/** The bank account a withdrawal is paid to; the account number is typed twice. */
export const bankAccountFields = {
  accountType: z.enum(ACCOUNT_TYPES, 'validation.required'),
  bankName: z.string('validation.required').trim().min(1, 'validation.required').max(CAMPAIGN_FIELDS.nameMax),
  accountNumber: bankDigits,
  confirmAccountNumber: bankDigits,
  routingNumber: bankDigits,
};

type BankAccount = { accountNumber: string; confirmAccountNumber: string; routingNumber: string };

/** Spec §5 Bank: account number numeric, 5–20, equal to its confirmation; routing number numeric, 9. */
export function checkBankAccount(v: BankAccount, ctx: z.RefinementCtx): void {
  const issue = (path: string, message: string, params: Record<string, unknown> = {}) =>
    ctx.addIssue({ code: 'custom', path: [path], message, input: v, ...params });
  const { accountNumberMin: min, accountNumberMax: max, routingNumberLength: length } = CAMPAIGN_FIELDS;
  if (!/^\d+$/.test(v.accountNumber)) issue('accountNumber', 'campaigns.validation.numericOnly');
  else if (v.accountNumber.length < min || v.accountNumber.length > max)
    issue('accountNumber', 'campaigns.validation.accountNumber', { min, max });
  if (v.confirmAccountNumber !== v.accountNumber) issue('confirmAccountNumber', 'campaigns.validation.accountMismatch');
  if (!/^\d+$/.test(v.routingNumber)) issue('routingNumber', 'campaigns.validation.numericOnly');
  else if (v.routingNumber.length !== length) issue('routingNumber', 'campaigns.validation.routingNumber', { length });
}

/** POST wallet/withdraw: an amount in minor units, its currency, and where to pay it. */
export const walletWithdrawInput = z
  .object({
    amount: moneyAmount,
    currencyCode: currencyCodeInput.optional(),
    currencyId: z.union([z.number().int().positive(), currencyCodeInput]).optional(),
    ...bankAccountFields,
  })
  .superRefine(checkBankAccount);
export type WalletWithdrawInput = z.infer<typeof walletWithdrawInput>;

/** A withdrawal as its requester sees it: the bank account only by its last four digits. */
export const withdrawalOut = z.object({
  id: z.string(),
  status: z.number(),
  amount: z.number(),
  fee: z.number(),
  /** Taken from the wallet: amount and fee. */
  total: z.number(),
  currencyCode: z.string(),
  accountType: z.string(),
  bankName: z.string(),
  accountNumberLast4: z.string(),
  /** Once staff decide: the bank transfer's reference when paid, or why it was rejected. */
  reference: z.string().nullable(),
  rejectReason: z.string().nullable(),
  decidedAt: z.date().nullable(),
  createdAt: z.date(),
});

/** What the wallet forms show before submitting: bounds and fees, in minor units of the currency. */
export const walletLimitsOut = z.object({
  currencyCode: z.string(),
  topUpMin: z.number(),
  topUpMax: z.number(),
  withdrawalMin: z.number(),
  withdrawalMax: z.number(),
  withdrawalFee: z.number(),
  topUpFeeBps: z.number(),
  topUpFlatFee: z.number(),
});

/** PATCH process-investment/check-and-process-wallet-investment: an investment paid from the wallet. */
export const walletInvestmentInput = processInvestmentInput.refine((v) => v.paymentType === 'wallet', {
  message: 'payments.errors.walletOnly',
  path: ['paymentType'],
});
