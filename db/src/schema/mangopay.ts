import { MANGOPAY_MOVE_STATUSES } from '@cf/domain/schemas/mangopay';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { ledgerTransfers } from './ledger';
import { users } from './users';

/**
 * The regional provider (MangoPay, spec §3 "Regional provider wallet and bank"). An investor has
 * one MangoPay natural user and one wallet per currency; the platform (holder 'platform') has one
 * legal user whose wallet per currency is the escrow investments are transferred to. A row is
 * claimed before the provider is called and locked while it is, so concurrent first calls create
 * one user and one wallet. `twin`: made by the sandbox twin (test mode without keys), never at MangoPay.
 */
export const mangopayAccounts = pgTable(
  'mangopay_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The investor's id as text, or 'platform' for the escrow's owner. */
    holder: text('holder').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    twin: boolean('twin').notNull(),
    currency: text('currency').notNull(),
    /** MangoPay's user and wallet ids; null until the provider has made them. */
    mangoUserId: text('mango_user_id'),
    walletId: text('wallet_id'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('mangopay_accounts_holder_key').on(t.holder, t.twin, t.currency),
    uniqueIndex('mangopay_accounts_wallet_key').on(t.walletId),
    check('mangopay_accounts_holder', sql`${t.holder} = 'platform' or ${t.holder} = ${t.userId}::text`),
  ],
);

/**
 * A top-up of an investor's MangoPay wallet by card (a web card PayIn). Credited to the mirrored
 * regional wallet once, when MangoPay says the PayIn succeeded (redirect check, hook or twin page).
 */
export const mangopayTopUps = pgTable(
  'mangopay_top_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    twin: boolean('twin').notNull(),
    /** MangoPay's PayIn id (null only inside the transaction that asks for it). */
    payInId: text('pay_in_id').unique(),
    currency: text('currency').notNull(),
    /** Minor units credited to the wallet; the fee is added on top and paid by card too. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fee: bigint('fee', { mode: 'number' }).notNull(),
    status: text('status', { enum: MANGOPAY_MOVE_STATUSES }).notNull().default('created'),
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [index('mangopay_top_ups_user_idx').on(t.userId, t.createdAt)],
);

/** A payout (bank wire) from an investor's MangoPay wallet to one of their bank accounts there. */
export const mangopayPayouts = pgTable(
  'mangopay_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    twin: boolean('twin').notNull(),
    payOutId: text('pay_out_id').unique(),
    bankAccountId: text('bank_account_id').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status', { enum: MANGOPAY_MOVE_STATUSES }).notNull().default('created'),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [index('mangopay_payouts_user_idx').on(t.userId, t.createdAt)],
);

/*
 * The sandbox twin: MangoPay's own records, kept here when the route runs in test mode without
 * keys, so the demo needs no account. Shaped as MangoPay's API answers them (ids are text).
 */

export const mangopayTwinUsers = pgTable('mangopay_twin_users', {
  id: text('id').primaryKey(),
  personType: text('person_type', { enum: ['NATURAL', 'LEGAL'] }).notNull(),
  email: text('email').notNull(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const mangopayTwinWallets = pgTable(
  'mangopay_twin_wallets',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => mangopayTwinUsers.id),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // As at MangoPay, a wallet never goes below zero.
  (t) => [check('mangopay_twin_wallets_balance', sql`${t.balance} >= 0`)],
);

/** PayIns, transfers, payouts and transfer refunds of the twin (MangoPay's "transactions"). */
export const mangopayTwinTransactions = pgTable(
  'mangopay_twin_transactions',
  {
    id: text('id').primaryKey(),
    type: text('type', { enum: ['PAYIN', 'TRANSFER', 'PAYOUT'] }).notNull(),
    nature: text('nature', { enum: ['REGULAR', 'REFUND'] }).notNull(),
    status: text('status', { enum: ['CREATED', 'SUCCEEDED', 'FAILED'] }).notNull(),
    authorId: text('author_id').notNull(),
    debitedWalletId: text('debited_wallet_id'),
    creditedWalletId: text('credited_wallet_id'),
    currency: text('currency').notNull(),
    /** DebitedFunds and Fees, minor units (credited = debited - fees). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    fees: bigint('fees', { mode: 'number' }).notNull().default(0),
    bankAccountId: text('bank_account_id'),
    initialTransactionId: text('initial_transaction_id'),
    returnUrl: text('return_url'),
    resultCode: text('result_code'),
    resultMessage: text('result_message'),
    /** The caller's Idempotency-Key: the same key answers the first transaction. */
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    executedAt: timestamp('executed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('mangopay_twin_transactions_debited_idx').on(t.debitedWalletId, t.createdAt),
    index('mangopay_twin_transactions_credited_idx').on(t.creditedWalletId, t.createdAt),
    index('mangopay_twin_transactions_initial_idx').on(t.initialTransactionId),
  ],
);

export const mangopayTwinBankAccounts = pgTable(
  'mangopay_twin_bank_accounts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => mangopayTwinUsers.id),
    type: text('type', { enum: ['IBAN', 'GB', 'US', 'CA', 'OTHER'] }).notNull(),
    ownerName: text('owner_name').notNull(),
    ownerAddress: jsonb('owner_address').$type<Record<string, string>>().notNull(),
    /** The type's own fields as MangoPay names them (IBAN, BIC, ABA, SortCode...). */
    details: jsonb('details').$type<Record<string, string>>().notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('mangopay_twin_bank_accounts_user_idx').on(t.userId, t.createdAt)],
);
