// What the console reads about the ledger (docs/decisions/009-ledger.md): the invariant check, the
// transfers with their entries, investor wallets, withdrawals and the trial balance. Amounts are
// signed integers in minor units of their currency: positive adds to an account, negative takes.
import { LEDGER_ACCOUNT_KINDS, LEDGER_TRANSFER_KINDS } from '../ledger';
import { z } from '../zod-setup';
import { nullableNumber, nullableString } from './wire';

/** GET /console/ledger/check: the invariants recomputed from the entries alone. */
export const ledgerCheckOut = z.object({
  balanced: z.boolean(),
  transfers: z.number(),
  entries: z.number(),
  negativeBalances: z.number(),
  unbalancedTransfers: z.number(),
  driftedAccounts: z.number(),
  currencies: z.array(z.object({ currency: z.string(), total: z.number(), fees: z.number() })),
});

/** One entry with the account it moves and that account's owner, named for a reader. */
export const ledgerEntryOut = z.object({
  id: z.number(),
  transferId: z.number(),
  accountId: z.number(),
  accountKind: z.enum(LEDGER_ACCOUNT_KINDS),
  currency: z.string(),
  amount: z.number(),
  userId: nullableString,
  userEmail: nullableString,
  campaignId: nullableNumber,
  campaignName: nullableString,
  provider: nullableString,
});

/** GET /console/transactions(/:id): a transfer, its entries and what it moved per currency. */
export const ledgerTransferOut = z.object({
  id: z.number(),
  kind: z.enum(LEDGER_TRANSFER_KINDS),
  memo: nullableString,
  actorId: nullableString,
  campaignId: nullableNumber,
  createdAt: z.date(),
  /** The transfer's currencies, comma-separated (one in practice). */
  currency: z.string(),
  /** Sum of the positive entries: the money moved, in minor units (of the first currency when several). */
  amount: z.number(),
  entries: z.array(ledgerEntryOut),
});

/** GET /console/wallets: an investor's wallet account and its balance, kept by the ledger's trigger. */
export const walletAccountOut = z.object({
  id: z.number(),
  userId: z.string(),
  userEmail: z.string(),
  userName: z.string(),
  currency: z.string(),
  balance: z.number(),
  createdAt: z.date(),
});

/** GET /console/withdrawals: what staff see of a withdrawal; the bank account only by its last four digits. */
export const withdrawalRecordOut = z.object({
  id: z.string(),
  userId: z.string(),
  userEmail: z.string(),
  currency: z.string(),
  amount: z.number(),
  fee: z.number(),
  status: z.number(),
  accountType: z.string(),
  bankName: z.string(),
  accountNumberLast4: z.string(),
  holdTransferId: nullableNumber,
  settleTransferId: nullableNumber,
  decidedAt: z.date().nullable(),
  createdAt: z.date(),
});

/** One account kind in one currency: debit balances are below zero (the outside world's side), credit balances above. */
export const trialBalanceRowOut = z.object({
  accountKind: z.enum(LEDGER_ACCOUNT_KINDS),
  accounts: z.number(),
  debit: z.number(),
  credit: z.number(),
  balance: z.number(),
});

/** GET /console/ledger/trial-balance: per currency, debits equal credits when the ledger balances. */
export const trialBalanceOut = z.object({
  /** Entries of transfers made up to this moment (ISO), or null for all of them. */
  until: z.date().nullable(),
  balanced: z.boolean(),
  currencies: z.array(
    z.object({
      currency: z.string(),
      debit: z.number(),
      credit: z.number(),
      /** credit − debit: zero when the currency balances. */
      net: z.number(),
      balanced: z.boolean(),
      rows: z.array(trialBalanceRowOut),
    }),
  ),
});
