import {
  DIFFERENCE_KINDS,
  DISPUTE_KINDS,
  DISPUTE_SOURCES,
  DISPUTE_STATUSES,
  RECONCILIATION_STATUSES,
  STATEMENT_LINE_STATUSES,
} from '@cf/domain/schemas/disputes';
import { PAYMENT_PROVIDERS } from '@cf/domain/wallet';
import { relations, sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns';
import { timestamps } from './columns';
import { investments } from './investments';
import { paymentSessions } from './payments';
import { users } from './users';

/**
 * A chargeback or a bank return of one payment (docs/decisions/015-disputes-and-reconciliation.md).
 * Recorded once per provider case (a redelivered webhook finds it), in the transaction of the
 * ledger transfer that moves its money; every later movement (won back, recovered from the owner,
 * written off) is a transfer of its own, listed in `transferIds`.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's id for the case (Stripe's dp_…, a return's id; `manual:…` when staff record one). */
    providerRef: text('provider_ref').notNull(),
    kind: text('kind', { enum: DISPUTE_KINDS }).notNull(),
    status: text('status', { enum: DISPUTE_STATUSES }).notNull().default('open'),
    /** Where the money was taken from when it opened; decides how an outcome moves it back. */
    source: text('source', { enum: DISPUTE_SOURCES }).notNull(),
    /** The payment disputed; its purpose says whether an investment, a top-up or a repayment. */
    sessionId: uuid('session_id')
      .notNull()
      .references(() => paymentSessions.id),
    investmentId: uuid('investment_id').references(() => investments.id),
    /** The campaign whose owner owes it back (an investment's or a repayment's), if any. */
    campaignId: integer('campaign_id').references(() => campaigns.id),
    payerId: uuid('payer_id')
      .notNull()
      .references(() => users.id),
    /** Minor units the provider took back. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    /** When evidence must reach the provider; null for a return, which is final. */
    evidenceDueBy: timestamp('evidence_due_by', { withTimezone: true, mode: 'date' }),
    /** Minor units the owner still owes for it (its share of owner_receivable); 0 once settled. */
    owed: bigint('owed', { mode: 'number' }).notNull().default(0),
    recovered: bigint('recovered', { mode: 'number' }).notNull().default(0),
    writtenOff: bigint('written_off', { mode: 'number' }).notNull().default(0),
    /** Paid in at once from the platform's own funds: what the payer's wallet no longer held. */
    covered: bigint('covered', { mode: 'number' }).notNull().default(0),
    /** Every ledger transfer that moved its money, in order. */
    transferIds: bigint('transfer_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    /** Staff's note when they recorded the outcome or wrote it off. */
    note: text('note'),
    decidedBy: uuid('decided_by').references(() => users.id),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    unique('disputes_provider_ref').on(t.provider, t.providerRef),
    check(
      'disputes_amounts',
      sql`${t.amount} > 0 and ${t.owed} >= 0 and ${t.recovered} >= 0 and ${t.writtenOff} >= 0 and ${t.covered} >= 0`,
    ),
    /** The console's queue: open ones by evidence deadline. */
    index('disputes_status_due_idx').on(t.status, t.evidenceDueBy),
    index('disputes_campaign_idx').on(t.campaignId),
    index('disputes_session_idx').on(t.sessionId),
  ],
);

/** One provider's reconciliation of one day (UTC): a rerun of the day replaces it. */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    day: date('day').notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    status: text('status', { enum: RECONCILIATION_STATUSES }).notNull(),
    /** References with a movement that day at the provider, and in the ledger's clearing account. */
    providerCount: integer('provider_count').notNull(),
    ledgerCount: integer('ledger_count').notNull(),
    matched: integer('matched').notNull(),
    differences: integer('differences').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [unique('reconciliation_runs_day_provider').on(t.day, t.provider), index('reconciliation_runs_created_idx').on(t.createdAt)],
);

/** A reference whose money differs between the provider's report and the ledger. */
export const reconciliationDifferences = pgTable(
  'reconciliation_differences',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    runId: integer('run_id')
      .notNull()
      .references(() => reconciliationRuns.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DIFFERENCE_KINDS }).notNull(),
    reference: text('reference').notNull(),
    currency: text('currency').notNull(),
    /** Net minor units (in positive, out negative) as each side has them; null where it has none. */
    providerAmount: bigint('provider_amount', { mode: 'number' }),
    ledgerAmount: bigint('ledger_amount', { mode: 'number' }),
    transferIds: bigint('transfer_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
  },
  (t) => [index('reconciliation_differences_run_idx').on(t.runId)],
);

/** A bank statement staff uploaded (CSV): its lines are matched to pending bank-transfer investments. */
export const bankStatements = pgTable('bank_statements', {
  id: uuid('id').primaryKey().defaultRandom(),
  fileName: text('file_name').notNull(),
  uploadedBy: uuid('uploaded_by')
    .notNull()
    .references(() => users.id),
  lines: integer('lines').notNull(),
  matched: integer('matched').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    statementId: uuid('statement_id')
      .notNull()
      .references(() => bankStatements.id),
    lineNo: integer('line_no').notNull(),
    date: date('date').notNull(),
    /** Minor units; money received is positive, money sent negative. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    reference: text('reference').notNull(),
    description: text('description').notNull(),
    /** Date, amount, currency, texts and the occurrence within its file: the same line uploaded again is skipped. */
    fingerprint: text('fingerprint').notNull().unique(),
    status: text('status', { enum: STATEMENT_LINE_STATUSES }).notNull(),
    /** The bank-transfer investment it paid, once matched. */
    investmentId: uuid('investment_id').references(() => investments.id),
    /** Why the upload could not match it (a message key of the disputes namespace). */
    problem: text('problem'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('bank_statement_lines_status_idx').on(t.status, t.createdAt),
    index('bank_statement_lines_statement_idx').on(t.statementId, t.lineNo),
  ],
);

export const reconciliationRunsRelations = relations(reconciliationRuns, ({ many }) => ({ differences: many(reconciliationDifferences) }));
export const reconciliationDifferencesRelations = relations(reconciliationDifferences, ({ one }) => ({
  run: one(reconciliationRuns, { fields: [reconciliationDifferences.runId], references: [reconciliationRuns.id] }),
}));
