// Disputes (chargebacks, bank returns) and the reconciliation of providers and bank statements
// (issue 11 §5, §7): their vocabularies, what staff send, and what the console API answers.
import { PAYMENT_PROVIDERS } from '../wallet';
import { z } from '../zod-setup';
import { nullableNumber, nullableString } from './wire';

/** A card or PayPal dispute (evidence may win it back), or a bank debit returned (final). */
export const DISPUTE_KINDS = ['chargeback', 'return'] as const;
export type DisputeKind = (typeof DISPUTE_KINDS)[number];

/** open until the provider (or staff, by hand) decides: won brings the money back, lost keeps it taken. */
export const DISPUTE_STATUSES = ['open', 'won', 'lost'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

/**
 * Where the disputed money was taken from when the dispute opened: the campaign's escrow (its
 * investment reversed), what the campaign's owner owes back (the money was settled to them), the
 * payer's wallet (a top-up, or money that had already gone back to it), or nowhere (the payment
 * was never recorded as received).
 */
export const DISPUTE_SOURCES = ['escrow', 'receivable', 'wallet', 'none'] as const;
export type DisputeSource = (typeof DISPUTE_SOURCES)[number];

/** The console's "due soon": an open dispute whose evidence is due within this many days (or overdue). */
export const DISPUTE_DUE_SOON_DAYS = 7;

/** One provider's reconciliation of one day: everything matched, differences found, or no outside report to compare. */
export const RECONCILIATION_STATUSES = ['matched', 'differences', 'no_report'] as const;
export type ReconciliationStatus = (typeof RECONCILIATION_STATUSES)[number];

export const DIFFERENCE_KINDS = ['missing_in_ledger', 'missing_at_provider', 'amount_mismatch'] as const;
export type DifferenceKind = (typeof DIFFERENCE_KINDS)[number];

/**
 * A bank statement line: matched to a pending bank-transfer investment and confirmed (at upload,
 * or by hand), waiting for a decision, or set aside by staff.
 */
export const STATEMENT_LINE_STATUSES = ['matched', 'unmatched', 'ignored', 'matched_by_hand'] as const;
export type StatementLineStatus = (typeof STATEMENT_LINE_STATUSES)[number];

const uuidList = z
  .union([z.guid(), z.array(z.guid()).max(1000)])
  .transform((v) => (Array.isArray(v) ? v : [v]))
  .optional();
const intList = z
  .union([z.coerce.number().int().positive(), z.array(z.coerce.number().int().positive()).max(1000)])
  .transform((v) => (Array.isArray(v) ? v : [v]))
  .optional();
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).optional();

/** GET /console/disputes: filters. `dueSoon`: open and due within DISPUTE_DUE_SOON_DAYS (or overdue). */
export const disputeFilter = z.object({
  id: uuidList,
  status: z.enum(DISPUTE_STATUSES).optional(),
  provider: z.enum(PAYMENT_PROVIDERS).optional(),
  kind: z.enum(DISPUTE_KINDS).optional(),
  campaignId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  dueSoon: flag,
  q: z.string().trim().max(200).optional(),
});
export type DisputeFilter = z.infer<typeof disputeFilter>;

/** One entry of a transfer in a dispute's money trail. */
export const trailEntryOut = z.object({
  accountKind: z.string(),
  provider: nullableString,
  campaignId: nullableNumber,
  userId: nullableString,
  amount: z.number(),
});
export const trailTransferOut = z.object({
  id: z.number(),
  kind: z.string(),
  memo: nullableString,
  createdAt: z.date(),
  entries: z.array(trailEntryOut),
});

/** GET /console/disputes: a dispute with the payment it is about. */
export const disputeRecordOut = z.object({
  id: z.string(),
  provider: z.string(),
  providerRef: z.string(),
  kind: z.enum(DISPUTE_KINDS),
  status: z.enum(DISPUTE_STATUSES),
  source: z.enum(DISPUTE_SOURCES),
  sessionId: z.string(),
  purpose: z.string(),
  investmentId: nullableString,
  investmentReference: nullableString,
  campaignId: nullableNumber,
  campaignName: nullableString,
  payerId: z.string(),
  payerEmail: z.string(),
  amount: z.number(),
  currency: z.string(),
  reason: z.string(),
  evidenceDueBy: z.date().nullable(),
  /** What the campaign's owner still owes for it (receivable), and what was recovered or written off. */
  owed: z.number(),
  recovered: z.number(),
  writtenOff: z.number(),
  /** The part the platform paid in from its own funds at once (a wallet that no longer held the money). */
  covered: z.number(),
  note: nullableString,
  openedAt: z.date(),
  closedAt: z.date().nullable(),
});

/** GET /console/disputes/:id: the record, its money trail and the owner's receivable now. */
export const disputeShowOut = disputeRecordOut.extend({
  transfers: z.array(trailTransferOut),
  /** The campaign's owner_receivable balance (negative while owed), and whether its payouts are frozen. */
  receivableBalance: nullableNumber,
  payoutsFrozen: z.boolean(),
  /** What the platform owes the owner now: a lost dispute is recovered from it first. */
  ownerPayable: nullableNumber,
});

const requiredText = (max: number) => z.string('validation.required').trim().min(1, 'validation.required').max(max, 'validation.tooLong');

/** POST /console/disputes/:id/outcome: staff record the provider's decision by hand. */
export const disputeOutcomeInput = z.object({
  outcome: z.enum(['won', 'lost'], 'validation.invalidOption'),
  note: z.string().trim().max(500, 'validation.tooLong').optional(),
});
export type DisputeOutcomeInput = z.infer<typeof disputeOutcomeInput>;

/** POST /console/disputes/:id/write-off: why the platform bears what the owner could not repay. */
export const disputeWriteOffInput = z.object({ reason: requiredText(500) });

/**
 * POST /console/disputes: a dispute staff learnt of outside a webhook (a bank's letter, a recall of
 * a bank transfer): the payment by its investment reference (INV-…) or payment session id.
 */
export const disputeCreateInput = z.object({
  payment: requiredText(60),
  kind: z.enum(DISPUTE_KINDS, 'validation.invalidOption'),
  amount: z.coerce.number('validation.required').int('validation.integerAmount').positive('validation.integerAmount'),
  reason: requiredText(200),
  providerRef: z.string().trim().max(120, 'validation.tooLong').optional(),
  evidenceDueBy: z.coerce.date('validation.invalidFormat').optional(),
});
export type DisputeCreateInput = z.infer<typeof disputeCreateInput>;

export const disputeDecisionOut = z.object({ id: z.string(), status: z.enum(DISPUTE_STATUSES), changed: z.boolean() });

/** GET /console/reconciliation-runs: filters. */
export const reconciliationFilter = z.object({
  id: intList,
  provider: z.enum(PAYMENT_PROVIDERS).optional(),
  status: z.enum(RECONCILIATION_STATUSES).optional(),
});

export const reconciliationDifferenceOut = z.object({
  id: z.number(),
  kind: z.enum(DIFFERENCE_KINDS),
  reference: z.string(),
  currency: z.string(),
  providerAmount: nullableNumber,
  ledgerAmount: nullableNumber,
  transferIds: z.array(z.number()),
});

/** One provider's reconciliation of one day. */
export const reconciliationRunOut = z.object({
  id: z.number(),
  day: z.string(),
  provider: z.string(),
  status: z.enum(RECONCILIATION_STATUSES),
  providerCount: z.number(),
  ledgerCount: z.number(),
  matched: z.number(),
  differences: z.number(),
  createdAt: z.date(),
});
export const reconciliationRunShowOut = reconciliationRunOut.extend({ items: z.array(reconciliationDifferenceOut) });

/** GET /console/bank-statement-lines: filters. */
export const statementLineFilter = z.object({
  id: uuidList,
  status: z.enum(STATEMENT_LINE_STATUSES).optional(),
  statementId: z.guid().optional(),
  q: z.string().trim().max(200).optional(),
});

export const statementLineOut = z.object({
  id: z.string(),
  statementId: z.string(),
  fileName: z.string(),
  lineNo: z.number(),
  date: z.string(),
  amount: z.number(),
  currency: z.string(),
  reference: z.string(),
  description: z.string(),
  status: z.enum(STATEMENT_LINE_STATUSES),
  investmentId: nullableString,
  investmentReference: nullableString,
  /** Why an upload could not match it (no reference, no pending investment, other amount...). */
  problem: nullableString,
  decidedBy: nullableString,
  decidedAt: z.date().nullable(),
  note: nullableString,
  createdAt: z.date(),
});

/** POST /console/bank-statements: what the upload did. */
export const statementUploadOut = z.object({
  id: z.string(),
  lines: z.number(),
  matched: z.number(),
  unmatched: z.number(),
  /** Lines already imported by an earlier upload (same date, amount, currency and text). */
  duplicates: z.number(),
});

/** POST /console/bank-statement-lines/:id/match: the pending investment staff say it paid. */
export const statementMatchInput = z.object({ investment: requiredText(60) });
/** POST /console/bank-statement-lines/:id/ignore: why it needs no action. */
export const statementIgnoreInput = z.object({ note: requiredText(500) });
export const statementDecisionOut = z.object({ id: z.string(), status: z.enum(STATEMENT_LINE_STATUSES), investmentId: nullableString });
