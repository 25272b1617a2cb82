// The console's money lists: their filters (ra-data-simple-rest's filter={...}) and the
// accountant's date ranges. Unknown keys are dropped: react-admin sends UI-only ones too.
import { LEDGER_TRANSFER_KINDS } from '../ledger';
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES } from '../wallet';
import { z } from '../zod-setup';
import { currencyCodeInput } from './wallet';

/** A day (YYYY-MM-DD, UTC) or a moment (ISO 8601); a day as an upper bound includes the whole day. */
export const ledgerDate = z
  .string()
  .max(40)
  .refine(
    (v) => /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v)),
    'validation.invalidFormat',
  );

/** GET /console/ledger/journal.csv?from=&to= */
export const ledgerRangeQuery = z.object({ from: ledgerDate.optional(), to: ledgerDate.optional() });

/** GET /console/ledger/trial-balance?until=: balances as they stood at the end of that day or moment. */
export const trialBalanceQuery = z.object({ until: ledgerDate.optional() });

const positiveInt = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const serial = z.coerce.number().int().positive().max(2_147_483_647);
const oneOrMany = <T extends z.ZodType>(item: T) => z.union([item, z.array(item).max(1000)]).transform((v) => (Array.isArray(v) ? v : [v]));
const search = z.string().trim().max(200);

/** GET /console/transactions: by kind, currency, campaign, user (an account of theirs moved), investment, dates. */
export const transactionFilter = z.object({
  id: oneOrMany(positiveInt).optional(),
  kind: z.enum(LEDGER_TRANSFER_KINDS).optional(),
  currency: currencyCodeInput.optional(),
  campaignId: serial.optional(),
  userId: z.guid().optional(),
  investmentId: z.guid().optional(),
  createdAt_gte: ledgerDate.optional(),
  createdAt_lte: ledgerDate.optional(),
  /** A transfer id, or words of its memo. */
  q: search.optional(),
});
export type TransactionFilter = z.infer<typeof transactionFilter>;

/** GET /console/wallets: investor wallets by currency or user; q searches the user's e-mail. */
export const walletFilter = z.object({
  id: oneOrMany(positiveInt).optional(),
  currency: currencyCodeInput.optional(),
  userId: z.guid().optional(),
  q: search.optional(),
});
export type WalletFilter = z.infer<typeof walletFilter>;

/** GET /console/withdrawals: by status (0 pending … 3 failed), currency or user; q searches e-mail and bank. */
export const withdrawalFilter = z.object({
  id: oneOrMany(z.guid()).optional(),
  status: z.coerce.number().int().min(0).max(3).optional(),
  currency: currencyCodeInput.optional(),
  userId: z.guid().optional(),
  q: search.optional(),
});
export type WithdrawalFilter = z.infer<typeof withdrawalFilter>;

/** GET /console/investments/export.csv: the investments list's own filters (see the console resource). */
export const investmentExportFilter = z.object({
  campaignId: serial.optional(),
  investorId: z.guid().optional(),
  status: z.enum(PAYMENT_STATUSES).optional(),
  paymentType: z.enum(PAYMENT_PROVIDERS).optional(),
  currency: currencyCodeInput.optional(),
  q: search.optional(),
});
export type InvestmentExportFilter = z.infer<typeof investmentExportFilter>;
