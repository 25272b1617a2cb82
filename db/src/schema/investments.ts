import { PAYMENT_PROVIDERS, PAYMENT_STATUSES, WALLET_LIMITS } from '@cf/domain/wallet';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns';
import { ledgerTransfers } from './ledger';
import { paymentSessions } from './payments';
import { singletonCheck, singletonId, timestamps } from './columns';
import { files } from './files';
import { users } from './users';

/**
 * An investment in a campaign (spec §3 Investment). Amounts are minor units of the campaign's
 * currency. `pending` holds its shares and amount on the campaign's offer until it is paid, fails
 * or its hold expires; `success` means the money is in the campaign's escrow (the transfer).
 */
export const investments = pgTable(
  'investments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    investorId: uuid('investor_id')
      .notNull()
      .references(() => users.id),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Equity: whole shares bought at `pricePerShare`; null in a debt campaign. */
    shares: bigint('shares', { mode: 'number' }),
    pricePerShare: bigint('price_per_share', { mode: 'number' }),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    paymentType: text('payment_type', { enum: PAYMENT_PROVIDERS }).notNull(),
    sessionId: uuid('session_id').references(() => paymentSessions.id),
    /** The ledger transfer that moved the money into escrow. */
    transferId: bigint('transfer_id', { mode: 'number' }).references(() => ledgerTransfers.id),
    /** The platform's fee expected on success (campaign type's rate), the provider's fee, and what the owner keeps. */
    siteFee: bigint('site_fee', { mode: 'number' }).notNull().default(0),
    gatewayFee: bigint('gateway_fee', { mode: 'number' }).notNull().default(0),
    actualTakeaway: bigint('actual_takeaway', { mode: 'number' }).notNull(),
    /** A pending payment's hold on shares and amount ends here (null: held until staff decide). */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true, mode: 'date' }),
    /** The reference an offline (bank transfer) payment must quote. */
    reference: text('reference').notNull().unique(),
    signatureType: text('signature_type', { enum: ['typed', 'drawn', 'uploaded'] }).notNull(),
    /** The typed name, or the stored image's file id for a drawn or uploaded signature. */
    signatureValue: text('signature_value').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true, mode: 'date' }).notNull(),
    signedIp: text('signed_ip'),
    /** SHA-256 of the exact contract PDF the investor signed, once rendered. */
    contractSha256: text('contract_sha256'),
    /** The stored signed contract (a private file): rendered at signing, or uploaded by the owner. */
    contractFileId: uuid('contract_file_id').references(() => files.id),
    contractSource: text('contract_source', { enum: ['generated', 'uploaded'] }),
    accreditedConfirmed: boolean('accredited_confirmed').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    /** The investor chose not to be named on the campaign's public investors list. */
    anonymous: boolean('anonymous').notNull().default(false),
    // Investor protection (issue 16).
    /** EU ECSP: the investor may revoke without reason until then (4 calendar days from the offer). */
    reflectionEndsAt: timestamp('reflection_ends_at', { withTimezone: true, mode: 'date' }),
    /** ECSP/FCA: the investor acknowledged the warning for an investment above the regime's threshold. */
    riskAcknowledgedAt: timestamp('risk_acknowledged_at', { withTimezone: true, mode: 'date' }),
    /** US Reg CF: a material change asks the investor to reconfirm by `reconfirmBy`, else it is cancelled. */
    reconfirmChangeId: integer('reconfirm_change_id'), // campaign_material_changes.id (a foreign key in the migration would make a cycle of imports)
    reconfirmBy: timestamp('reconfirm_by', { withTimezone: true, mode: 'date' }),
    reconfirmedAt: timestamp('reconfirmed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    check('investments_amount_positive', sql`${t.amount} > 0`),
    check('investments_shares_positive', sql`${t.shares} is null or ${t.shares} > 0`),
    index('investments_campaign_idx').on(t.campaignId, t.status, t.createdAt),
    index('investments_investor_idx').on(t.investorId, t.createdAt),
    // The latest investment activity feed (home and campaign page) reads paid ones newest first.
    index('investments_paid_idx')
      .on(t.paidAt.desc())
      .where(sql`${t.status} = 'success'`),
    index('investments_reconfirm_idx')
      .on(t.reconfirmBy)
      .where(sql`${t.status} = 'success' and ${t.reconfirmBy} is not null and ${t.reconfirmedAt} is null`),
    // The console's lists of investors asked to reconfirm (every status) and of running ECSP reflection periods.
    index('investments_reconfirm_change_idx')
      .on(t.reconfirmChangeId, t.reconfirmBy)
      .where(sql`${t.reconfirmChangeId} is not null`),
    index('investments_reflection_idx')
      .on(t.reflectionEndsAt)
      .where(sql`${t.reflectionEndsAt} is not null and ${t.status} in ('pending', 'success')`),
    index('investments_hold_idx')
      .on(t.campaignId, t.holdExpiresAt)
      .where(sql`${t.status} = 'pending' and ${t.holdExpiresAt} is not null`),
    // A new investment takes its investor's anonymous choice in the campaign: a probe of the few
    // anonymous ones, not a walk through the investor's history.
    index('investments_anonymous_idx')
      .on(t.investorId, t.campaignId)
      .where(sql`${t.anonymous}`),
  ],
);

/**
 * What a campaign has sold and what started payments hold. Its row is the lock every investment
 * in the campaign takes, so concurrent investors queue on it and never oversell; the raised amount
 * itself is the campaign's `raisedAmount`, written in the same transaction as the escrow transfer.
 */
export const campaignOffers = pgTable(
  'campaign_offers',
  {
    campaignId: integer('campaign_id')
      .primaryKey()
      .references(() => campaigns.id),
    sharesSold: bigint('shares_sold', { mode: 'number' }).notNull().default(0),
    sharesHeld: bigint('shares_held', { mode: 'number' }).notNull().default(0),
    amountHeld: bigint('amount_held', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('campaign_offers_not_negative', sql`${t.sharesSold} >= 0 and ${t.sharesHeld} >= 0 and ${t.amountHeld} >= 0`)],
);

/** The operator's investing settings (one row). */
export const investmentSettings = pgTable(
  'investment_settings',
  {
    id: singletonId(),
    /** Investors must have an approved identity check (KYC) before paying. */
    kycRequired: boolean('kyc_required').notNull().default(true),
    /** How long a started card or sandbox payment holds its shares. */
    reservationMinutes: integer('reservation_minutes').notNull().default(30),
    /** Largest wallet top-up and withdrawal, in major units of the currency (spec §5: "a stated maximum"). */
    topUpMaxMajor: integer('top_up_max_major').notNull().default(WALLET_LIMITS.maxTopUpMajor),
    withdrawalMaxMajor: integer('withdrawal_max_major').notNull().default(WALLET_LIMITS.maxWithdrawalMajor),
    /** Days a closed campaign waits in "closing" for payments still in flight (offline sent, ACH unsettled). */
    closingGraceDays: integer('closing_grace_days').notNull().default(7),
    /** Payouts above this (major units of the campaign's currency) need a second staff member's approval. */
    payoutDualApprovalMajor: integer('payout_dual_approval_major').notNull().default(10_000),
    /** Days a saved investment waits for the investor before the expiry job removes it. */
    savedInvestmentExpiryDays: integer('saved_investment_expiry_days').notNull().default(30),
    ...timestamps,
  },
  () => [singletonCheck('investment_settings')],
);
