import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns';
import { ledgerTransfers } from './ledger';
import { paymentSessions } from './payments';
import { users } from './users';

/**
 * How a campaign's money was settled when it closed (issue 9): one row per campaign, written in
 * the transaction of the settlement's ledger transfers. The owner's payout tab and settlement
 * statement read it; the fee rate is the one fixed when the campaign was approved.
 */
export const campaignSettlements = pgTable(
  'campaign_settlements',
  {
    campaignId: integer('campaign_id')
      .primaryKey()
      .references(() => campaigns.id),
    /** successful (threshold reached), unsuccessful, or cancelled by staff (everyone refunded). */
    outcome: text('outcome', { enum: ['successful', 'unsuccessful', 'cancelled'] }).notNull(),
    currency: text('currency').notNull(),
    /** Minor units: all confirmed money, offline included, before fees and refunds. */
    raised: bigint('raised', { mode: 'number' }).notNull(),
    feeBps: integer('fee_bps').notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    /** What the owner is owed (owner_payable), after the fee; 0 when everyone was refunded. */
    net: bigint('net', { mode: 'number' }).notNull(),
    refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
    investors: integer('investors').notNull().default(0),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('campaign_settlements_amounts', sql`${t.raised} >= 0 and ${t.fee} >= 0 and ${t.net} >= 0 and ${t.refunded} >= 0`)],
);

/**
 * An owner's payout of a settled campaign's net amount: requested by the owner, approved by staff
 * (a second, different staff member confirms when the amount is above the operator's threshold),
 * then confirmed paid with the bank reference; or rejected. The money leaves owner_payable when
 * confirmed.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    method: text('method', { enum: ['bank', 'stripe_connect'] }).notNull(),
    status: text('status', { enum: ['requested', 'approved', 'confirmed', 'rejected'] })
      .notNull()
      .default('requested'),
    /** The bank account as it was when requested (holder name and last four digits). */
    accountHolderName: text('account_holder_name'),
    accountNumberLast4: text('account_number_last4'),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    approvedBy: uuid('approved_by').references(() => users.id),
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'date' }),
    confirmedBy: uuid('confirmed_by').references(() => users.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    rejectedBy: uuid('rejected_by').references(() => users.id),
    rejectedAt: timestamp('rejected_at', { withTimezone: true, mode: 'date' }),
    reason: text('reason'),
    /** The bank transfer's reference or the provider's payout id. */
    reference: text('reference'),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
  },
  (t) => [
    check('payouts_amount_positive', sql`${t.amount} > 0`),
    index('payouts_campaign_idx').on(t.campaignId, t.requestedAt),
    index('payouts_status_idx').on(t.status, t.requestedAt),
  ],
);

/**
 * A debt campaign's instalment (from its schedule) or an ad hoc distribution (dividend, interest,
 * return of investment) that the owner pays and the platform splits pro rata over the investors.
 */
export const repayments = pgTable(
  'repayments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    /** The instalment's number in the schedule (1, 2...); null for an ad hoc distribution. */
    number: smallint('number'),
    kind: text('kind', { enum: ['interest', 'dividend', 'return_of_investment'] }).notNull(),
    currency: text('currency').notNull(),
    principal: bigint('principal', { mode: 'number' }).notNull().default(0),
    interest: bigint('interest', { mode: 'number' }).notNull().default(0),
    /** principal + interest, in minor units. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    periodStart: date('period_start'),
    periodEnd: date('period_end'),
    dueDate: date('due_date').notNull(),
    description: text('description'),
    status: text('status', { enum: ['scheduled', 'processing', 'paid', 'failed', 'declined'] })
      .notNull()
      .default('scheduled'),
    /** Debited from the owner's wallet on the due date (the first instalment is always paid by hand). */
    automatic: boolean('automatic').notNull().default(false),
    paymentType: text('payment_type'),
    sessionId: uuid('session_id').references(() => paymentSessions.id),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    createdBy: uuid('created_by').references(() => users.id),
    decidedBy: uuid('decided_by').references(() => users.id),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }),
    failureReason: text('failure_reason'),
    lateNotifiedAt: timestamp('late_notified_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'repayments_amounts',
      sql`${t.amount} > 0 and ${t.principal} >= 0 and ${t.interest} >= 0 and ${t.amount} = ${t.principal} + ${t.interest}`,
    ),
    unique('repayments_instalment').on(t.campaignId, t.number),
    index('repayments_campaign_idx').on(t.campaignId, t.dueDate),
    index('repayments_due_idx').on(t.status, t.dueDate),
  ],
);

/** One investor's share of a paid repayment, written with the transfer that credited it. */
export const repaymentAllocations = pgTable(
  'repayment_allocations',
  {
    repaymentId: uuid('repayment_id')
      .notNull()
      .references(() => repayments.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The investor's confirmed investment the share was computed from. */
    invested: bigint('invested', { mode: 'number' }).notNull(),
    principal: bigint('principal', { mode: 'number' }).notNull().default(0),
    interest: bigint('interest', { mode: 'number' }).notNull().default(0),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.repaymentId, t.userId] }), index('repayment_allocations_user_idx').on(t.userId)],
);

/** A quarterly statement sent to an investor (one per investor and quarter, e.g. 2026-Q3). */
export const investorStatements = pgTable(
  'investor_statements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    period: text('period').notNull(),
    emailedAt: timestamp('emailed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [unique('investor_statements_once').on(t.userId, t.period)],
);

/**
 * Scheduled jobs' runs: one row per (job, period) claims the period once across every instance
 * (the unique key), and says how it went. A run left "running" past its heartbeat is resumed by
 * the next tick (the work is idempotent). "Run now" from the console is period manual:<uuid>.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    job: text('job').notNull(),
    period: text('period').notNull(),
    trigger: text('trigger', { enum: ['schedule', 'manual'] }).notNull(),
    status: text('status', { enum: ['running', 'succeeded', 'failed'] })
      .notNull()
      .default('running'),
    attempts: integer('attempts').notNull().default(1),
    instance: text('instance'),
    startedBy: uuid('started_by').references(() => users.id),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    result: jsonb('result'),
    error: text('error'),
  },
  (t) => [unique('job_runs_once').on(t.job, t.period), index('job_runs_job_idx').on(t.job, t.startedAt)],
);
