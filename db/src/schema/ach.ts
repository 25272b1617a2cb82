import { ACH_ACCOUNT_STATUSES, ACH_TRANSFER_STATUSES } from '@cf/domain/schemas/ach';
import { ACCOUNT_TYPES } from '@cf/domain/schemas/campaign-fields';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns';
import { timestamps } from './columns';
import { users } from './users';

/**
 * A bank account a user linked through Plaid (spec §3 Bank (ACH) account), one row per checking or
 * savings account of a Plaid Item (one login at one bank). The Item's access token is stored sealed
 * (api/src/lib/crypto.ts) and never leaves the server; the user sees the bank, the name and the
 * last four digits. A sandbox-twin account (test mode without keys) has no token: no bank was asked.
 */
export const achBankAccounts = pgTable(
  'ach_bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** Plaid's Item id; the twin's own id for a test bank. */
    itemId: text('item_id').notNull(),
    /** The Item's access token, sealed; null for the twin, and once the Item is removed at Plaid. */
    accessTokenSealed: text('access_token_sealed'),
    plaidAccountId: text('plaid_account_id').notNull(),
    /** The Hosted Link session (ach_link_sessions) it came from, so a repeated return finds it again. */
    linkSessionId: uuid('link_session_id'),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    /** The last four digits only: full numbers stay at Plaid. */
    mask: text('mask').notNull(),
    accountType: text('account_type', { enum: ACCOUNT_TYPES }).notNull(),
    /** Disconnected accounts are kept for the transfers that name them, but never debited again. */
    status: text('status', { enum: ACH_ACCOUNT_STATUSES }).notNull().default('active'),
    twin: boolean('twin').notNull().default(false),
    disconnectedAt: timestamp('disconnected_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    /** The owner's list (get-all-accounts-by-user): active ones, newest first. */
    index('ach_bank_accounts_user_idx').on(t.userId, t.status, t.createdAt),
    /** An account is linked once per Item: a repeated exchange finds it. */
    unique('ach_bank_accounts_item_account').on(t.itemId, t.plaidAccountId),
  ],
);

/**
 * A Plaid Link session we opened for a user (create-payment-link-token, get-connection-url): Hosted
 * Link sends the user back with its id, and only its user may turn it into linked accounts.
 */
export const achLinkSessions = pgTable(
  'ach_link_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** Plaid's link token (the twin's own for a test bank). */
    linkToken: text('link_token').notNull(),
    hosted: boolean('hosted').notNull().default(false),
    twin: boolean('twin').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    /** When its accounts were linked: a second return answers them again, no second exchange. */
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('ach_link_sessions_user_idx').on(t.userId, t.createdAt)],
);

/**
 * An ACH debit from a linked account (a Plaid transfer, or the twin's), beside the payment session
 * it pays. Its status only moves forward (pending → posted → settled → funds_available; failed or
 * cancelled before settlement; returned at any point after), so a late event changes nothing.
 */
export const achTransfers = pgTable(
  'ach_transfers',
  {
    /** Plaid's transfer id (the session's providerRef); the twin's own id. */
    id: text('id').primaryKey(),
    /** Our payment session (written after the debit, in the same transaction: no foreign key). */
    sessionId: uuid('session_id').notNull().unique(),
    bankAccountId: uuid('bank_account_id')
      .notNull()
      .references(() => achBankAccounts.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', { enum: ['investment', 'wallet_topup', 'repayment'] }).notNull(),
    /** Minor units debited. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ACH_TRANSFER_STATUSES }).notNull().default('pending'),
    twin: boolean('twin').notNull().default(false),
    /** The bank's reason for a failure or a return (an ACH return code such as R01). */
    failureReason: text('failure_reason'),
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
    returnedAt: timestamp('returned_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    check('ach_transfers_amount_positive', sql`${t.amount} > 0`),
    /** The twin's reconciliation reads settlements and returns by day. */
    index('ach_transfers_settled_idx').on(t.settledAt),
    index('ach_transfers_returned_idx').on(t.returnedAt),
  ],
);

/** A refund of a settled ACH debit back to its bank account (a failed campaign's refund to source); one row each. */
export const achRefunds = pgTable(
  'ach_refunds',
  {
    /** Plaid's refund id; the twin's own id. */
    id: text('id').primaryKey(),
    transferId: text('transfer_id')
      .notNull()
      .references(() => achTransfers.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** The caller's key: the same key answers the first refund, never a second one. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    twin: boolean('twin').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('ach_refunds_amount_positive', sql`${t.amount} > 0`), index('ach_refunds_transfer_idx').on(t.transferId)],
);

/**
 * Where the last /transfer/event/sync stopped, per Plaid client: the next webhook syncs from here.
 * Its row is locked while events are applied, so concurrent webhooks take turns.
 */
export const achEventCursors = pgTable('ach_event_cursors', {
  name: text('name').primaryKey(),
  afterId: bigint('after_id', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** The owner's bank account that a debt campaign's automatic instalments are debited from by ACH. */
export const achRepaymentMandates = pgTable('ach_repayment_mandates', {
  campaignId: integer('campaign_id')
    .primaryKey()
    .references(() => campaigns.id),
  bankAccountId: uuid('bank_account_id')
    .notNull()
    .references(() => achBankAccounts.id),
  createdBy: uuid('created_by')
    .notNull()
    .references(() => users.id),
  ...timestamps,
});
