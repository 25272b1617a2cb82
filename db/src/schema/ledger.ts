import { LEDGER_ACCOUNT_KINDS, LEDGER_TRANSFER_KINDS } from '@cf/domain/ledger';
import { relations, sql } from 'drizzle-orm';
import { bigint, check, foreignKey, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns';
import { currencies } from './currencies';
import { users } from './users';

/**
 * The double-entry ledger (docs/decisions/009-ledger.md). The database itself keeps its invariants
 * (migration 0004's triggers): entries and transfers can never be updated or deleted, a
 * transfer's entries sum to zero per currency at commit, `balance` moves only with an entry, and
 * no account but a provider's clearing account goes below zero.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    /** The investor of a wallet or pending-withdrawal account. */
    userId: uuid('user_id').references(() => users.id),
    /** The campaign of an escrow, payable or distribution account. */
    campaignId: integer('campaign_id').references(() => campaigns.id),
    /** The payment provider of a clearing account ('sandbox', 'stripe', 'offline', ...). */
    provider: text('provider'),
    /** Sum of the account's entries, kept by the entry trigger; never written by the application. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    /** One account per owner, kind and currency (nulls count as equal). */
    unique('ledger_accounts_identity').on(t.kind, t.currency, t.userId, t.campaignId, t.provider).nullsNotDistinct(),
    /** Lets entries reference (account, currency) so that an entry cannot carry another currency. */
    unique('ledger_accounts_id_currency').on(t.id, t.currency),
    check('ledger_accounts_not_negative', sql`${t.balance} >= 0 or ${t.kind} in ('gateway_clearing', 'owner_receivable')`),
    index('ledger_accounts_user_idx').on(t.userId),
    index('ledger_accounts_campaign_idx').on(t.campaignId),
  ],
);

export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** The caller's key: posting the same transfer twice returns the first and moves nothing. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    kind: text('kind', { enum: LEDGER_TRANSFER_KINDS }).notNull(),
    memo: text('memo'),
    /** Who caused it (an investor paying, a staff member confirming), when someone did. */
    actorId: uuid('actor_id').references(() => users.id),
    campaignId: integer('campaign_id').references(() => campaigns.id),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_transfers_campaign_idx').on(t.campaignId),
    index('ledger_transfers_created_idx').on(t.createdAt),
    /** The console's transactions list filtered by kind, newest first. */
    index('ledger_transfers_kind_created_idx').on(t.kind, t.createdAt),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transferId: bigint('transfer_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransfers.id),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** Minor units; positive adds to the account, negative takes from it; never zero. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    foreignKey({
      name: 'ledger_entries_account_currency_fk',
      columns: [t.accountId, t.currency],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.currency],
    }),
    check('ledger_entries_amount_not_zero', sql`${t.amount} <> 0`),
    index('ledger_entries_transfer_idx').on(t.transferId),
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    /** The console's transactions list filtered by currency. */
    index('ledger_entries_currency_transfer_idx').on(t.currency, t.transferId),
  ],
);

export const ledgerTransfersRelations = relations(ledgerTransfers, ({ many }) => ({ entries: many(ledgerEntries) }));
export const ledgerEntriesRelations = relations(ledgerEntries, ({ one }) => ({
  transfer: one(ledgerTransfers, { fields: [ledgerEntries.transferId], references: [ledgerTransfers.id] }),
  account: one(ledgerAccounts, { fields: [ledgerEntries.accountId], references: [ledgerAccounts.id] }),
}));
