import { PAYMENT_SESSION_STATUSES } from '@cf/domain/schemas/wallet';
import { PAYMENT_PROVIDERS, type WalletStatus } from '@cf/domain/wallet';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { ledgerTransfers } from './ledger';
import { users } from './users';

/**
 * A payment started with a provider (a hosted checkout). Completing it — by the provider's signed
 * webhook, the return redirect or the sandbox's buttons, whichever comes first — runs one
 * fulfilment, once: the row is locked and moves from open to paid or failed exactly one time.
 */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's own id for the session (Stripe's cs_...); the sandbox uses ours. */
    providerRef: text('provider_ref').unique(),
    /** What the money is for: the fulfilment that runs when it is paid. */
    purpose: text('purpose', { enum: ['wallet_topup', 'investment', 'repayment'] }).notNull(),
    /** The wallet top-up or investment this session pays. */
    subjectId: uuid('subject_id').notNull(),
    /** Minor units charged, fees included. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: PAYMENT_SESSION_STATUSES }).notNull().default('open'),
    /** Where the payer pays (a hosted page); a debit (ACH, MangoPay wallet) has the receipt's address. */
    checkoutUrl: text('checkout_url').notNull(),
    /**
     * Opened by a provider's sandbox twin (no keys, test mode): paid or failed on the platform's own
     * sandbox page, never at the provider. Only a twin session may be completed by its buttons.
     */
    twin: boolean('twin').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('payment_sessions_user_idx').on(t.userId, t.createdAt), index('payment_sessions_subject_idx').on(t.subjectId)],
);

/** A wallet top-up (the spec's preapproval): credited to the wallet when its payment succeeds. */
export const walletTopUps = pgTable(
  'wallet_top_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    currency: text('currency').notNull(),
    /** Minor units credited to the wallet. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Minor units of fees, charged on top of the amount. */
    fee: bigint('fee', { mode: 'number' }).notNull(),
    /** Spec §3: 0 pending, 1 in process, 2 success, 3 failed. */
    status: integer('status').$type<WalletStatus>().notNull().default(0),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The ledger transfer that credited the wallet, once paid. */
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('wallet_top_ups_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A client's Idempotency-Key for a money call, scoped to the user: a retry with the same key gets
 * the first answer and moves no money; the same key with another body is refused.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    /** The route and a hash of the body the key was first used with. */
    fingerprint: text('fingerprint').notNull(),
    statusCode: integer('status_code').notNull(),
    response: text('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'idempotency_keys_pk', columns: [t.userId, t.key] })],
);

/**
 * The console's gateway settings (spec: admin/payment-gateway/), one row per payment route. Secrets
 * are write-only: stored sealed with the ENCRYPTION_KEY (api/src/lib/crypto.ts) and never echoed.
 */
export const paymentGateways = pgTable('payment_gateways', {
  provider: text('provider', { enum: PAYMENT_PROVIDERS }).primaryKey(),
  /** Investors may pay by this route. */
  enabled: boolean('enabled').notNull().default(false),
  /** The provider's test mode (Stripe test keys); the sandbox gateway is always a test. */
  testMode: boolean('test_mode').notNull().default(true),
  /** Public, shown to payers: Stripe's publishable key. */
  publicKey: text('public_key'),
  /** The provider's account id for our API keys (PayPal and Plaid client id, MangoPay client id). */
  clientId: text('client_id'),
  /** PayPal: the id of the webhook registered for our address, which its signature check names. */
  webhookId: text('webhook_id'),
  /** The currencies staff let this route take; empty: every currency its provider supports. */
  currencies: text('currencies')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Offline: the bank details and wording investors see on the instructions page. */
  instructions: text('instructions'),
  secretKeySealed: text('secret_key_sealed'),
  webhookSecretSealed: text('webhook_secret_sealed'),
  ...timestamps,
});

/**
 * Provider webhook events already handled, by the provider's event id: a redelivered event is
 * acknowledged and changes nothing.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'webhook_events_pk', columns: [t.provider, t.eventId] })],
);

/**
 * A withdrawal an investor asked for (spec §3 Withdraw). The amount and the flat fee are moved at
 * once from the wallet to the pending-withdrawals account (the hold transfer) and stay there until
 * staff pay it out or release it (the after-the-raise issue). Bank numbers are stored sealed.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    currency: text('currency').notNull(),
    /** Minor units paid out to the bank account. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Minor units: the revenue settings' withdrawal flat fee, taken from the wallet with the amount. */
    fee: bigint('fee', { mode: 'number' }).notNull(),
    /** Spec §3: 0 pending, 1 in process, 2 success, 3 failed. */
    status: integer('status').$type<WalletStatus>().notNull().default(0),
    accountType: text('account_type').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumberSealed: text('account_number_sealed').notNull(),
    accountNumberLast4: text('account_number_last4').notNull(),
    routingNumber: text('routing_number').notNull(),
    /** The transfer that held the money; then the one that paid it out or gave it back. */
    holdTransferId: bigint('hold_transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    settleTransferId: bigint('settle_transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    /** The bank transfer's reference when paid, or why it was rejected. */
    reference: text('reference'),
    rejectReason: text('reject_reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('withdrawals_amount_positive', sql`${t.amount} > 0 and ${t.fee} >= 0`),
    index('withdrawals_user_idx').on(t.userId, t.createdAt),
    index('withdrawals_status_idx').on(t.status, t.createdAt),
  ],
);
