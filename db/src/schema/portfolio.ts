import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns';
import { investments } from './investments';
import { users } from './users';

/**
 * A numbered share certificate (issue 10): issued for a paid equity investment in a successful
 * campaign, or for a convertible note converted into shares. Numbers come from the campaign's
 * `lastCertificateNumber` (an atomic increment, so concurrent issues never collide) and are never
 * reused: a reissue voids the old row and points it at its replacement.
 */
export const shareCertificates = pgTable(
  'share_certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    investmentId: uuid('investment_id')
      .notNull()
      .references(() => investments.id),
    holderId: uuid('holder_id')
      .notNull()
      .references(() => users.id),
    number: integer('number').notNull(),
    /** equity: bought as shares; converted: a convertible note turned into shares at maturity. */
    type: text('type', { enum: ['equity', 'converted'] }).notNull(),
    shareClass: text('share_class').notNull().default('Common'),
    shares: bigint('shares', { mode: 'number' }).notNull(),
    /** Minor units of the campaign's currency paid per share. */
    pricePerShare: bigint('price_per_share', { mode: 'number' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    issuedById: uuid('issued_by_id').references(() => users.id),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    voidReason: text('void_reason'),
    replacedById: uuid('replaced_by_id'),
  },
  (t) => [
    unique('share_certificates_number_unique').on(t.campaignId, t.number),
    check('share_certificates_shares_positive', sql`${t.shares} > 0`),
    // One live certificate per investment; voided ones stay for the record.
    uniqueIndex('share_certificates_live_idx')
      .on(t.investmentId)
      .where(sql`${t.voidedAt} is null`),
    index('share_certificates_holder_idx').on(t.holderId, t.issuedAt),
  ],
);

/**
 * An investment an investor started and saved to finish later (spec §3 "Saved investment"): one per
 * investor and campaign (saving again replaces it). Removed when the campaign succeeds or fails,
 * by staff, or when it expires (investment_settings.savedInvestmentExpiryDays, a job).
 */
export const savedInvestments = pgTable(
  'saved_investments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    /** Minor units. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    shares: bigint('shares', { mode: 'number' }),
    /** The payment route the investor had chosen, if any. */
    paymentType: text('payment_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('saved_investments_user_campaign_unique').on(t.userId, t.campaignId),
    check('saved_investments_amount_positive', sql`${t.amount} > 0`),
    index('saved_investments_user_idx').on(t.userId, t.updatedAt),
    index('saved_investments_campaign_idx').on(t.campaignId),
    index('saved_investments_expiry_idx').on(t.expiresAt),
  ],
);

/**
 * A convertible note's outcome at maturity (issue 9): staff convert every paid note into shares at
 * a price per share (rounded down to whole shares; the fraction is not paid in cash), or repay it
 * per the redemption terms (a return-of-investment repayment). One row per campaign.
 */
export const noteMaturities = pgTable(
  'note_maturities',
  {
    campaignId: integer('campaign_id')
      .primaryKey()
      .references(() => campaigns.id),
    outcome: text('outcome', { enum: ['converted', 'repaid'] }).notNull(),
    /** Converted: minor units per share. */
    conversionPrice: bigint('conversion_price', { mode: 'number' }),
    shareClass: text('share_class'),
    decidedById: uuid('decided_by_id')
      .notNull()
      .references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('note_maturities_price', sql`${t.outcome} <> 'converted' or ${t.conversionPrice} > 0`)],
);
