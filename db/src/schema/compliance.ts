import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { campaigns } from './campaigns';
import { singletonCheck, singletonId, timestamps } from './columns';
import { investments } from './investments';
import { users } from './users';

export const JURISDICTIONS = ['us-reg-cf', 'eu-ecsp', 'uk-fca', 'none'] as const;
export type Jurisdiction = (typeof JURISDICTIONS)[number];

/**
 * Investor protection (issue 16): the operator's regime and its figures, one row. Amounts are in
 * minor units of the regime's currency (Reg CF USD, ECSP EUR); percentages in basis points. The
 * figures are columns, not constants, because regulators adjust them for inflation.
 */
export const complianceSettings = pgTable(
  'compliance_settings',
  {
    id: singletonId(),
    jurisdiction: text('jurisdiction', { enum: JURISDICTIONS }).notNull().default('none'),
    regCfThreshold: bigint('reg_cf_threshold', { mode: 'number' }).notNull().default(12_400_000),
    regCfMinimum: bigint('reg_cf_minimum', { mode: 'number' }).notNull().default(250_000),
    regCfLowPercentBps: integer('reg_cf_low_percent_bps').notNull().default(500),
    regCfHighPercentBps: integer('reg_cf_high_percent_bps').notNull().default(1000),
    regCfCap: bigint('reg_cf_cap', { mode: 'number' }).notNull().default(12_400_000),
    regCfCancelHours: integer('reg_cf_cancel_hours').notNull().default(48),
    ecspWarnMinimum: bigint('ecsp_warn_minimum', { mode: 'number' }).notNull().default(100_000),
    ecspWarnPercentBps: integer('ecsp_warn_percent_bps').notNull().default(500),
    ecspReflectionDays: integer('ecsp_reflection_days').notNull().default(4),
    ecspLossCapacityBps: integer('ecsp_loss_capacity_bps').notNull().default(1000),
    fcaCoolingOffHours: integer('fca_cooling_off_hours').notNull().default(24),
    fcaRestrictedPercentBps: integer('fca_restricted_percent_bps').notNull().default(1000),
    cancelHoursBeforeClose: integer('cancel_hours_before_close').notNull().default(48),
    ...timestamps,
  },
  (t) => [
    singletonCheck('compliance_settings'),
    check('compliance_settings_jurisdiction', sql`${t.jurisdiction} in ('us-reg-cf', 'eu-ecsp', 'uk-fca', 'none')`),
    check(
      'compliance_settings_amounts',
      sql`${t.regCfThreshold} >= 0 and ${t.regCfMinimum} >= 0 and ${t.regCfCap} >= 0 and ${t.ecspWarnMinimum} >= 0`,
    ),
    check(
      'compliance_settings_bps',
      sql`${t.regCfLowPercentBps} between 0 and 10000 and ${t.regCfHighPercentBps} between 0 and 10000
        and ${t.ecspWarnPercentBps} between 0 and 10000 and ${t.ecspLossCapacityBps} between 0 and 10000
        and ${t.fcaRestrictedPercentBps} between 0 and 10000`,
    ),
    check(
      'compliance_settings_periods',
      sql`${t.regCfCancelHours} >= 0 and ${t.ecspReflectionDays} >= 0 and ${t.fcaCoolingOffHours} >= 0 and ${t.cancelHoursBeforeClose} >= 0`,
    ),
  ],
);

/**
 * Staff-entered exchange rates: 1 unit of `base` is worth `rate` units of `quote`, from
 * `effectiveOn`. A conversion on a day uses the latest rate on or before it. Exact decimal, never a float.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    baseCurrency: text('base_currency').notNull(),
    quoteCurrency: text('quote_currency').notNull(),
    rate: numeric('rate', { precision: 20, scale: 10 }).notNull(),
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    enteredBy: uuid('entered_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    unique('exchange_rates_pair_day').on(t.baseCurrency, t.quoteCurrency, t.effectiveOn),
    check('exchange_rates_rate_positive', sql`${t.rate} > 0`),
    check(
      'exchange_rates_codes',
      sql`${t.baseCurrency} ~ '^[A-Z]{3}$' and ${t.quoteCurrency} ~ '^[A-Z]{3}$' and ${t.baseCurrency} <> ${t.quoteCurrency}`,
    ),
  ],
);

export const COMPLIANCE_OUTCOMES = ['refused', 'flagged'] as const;

/**
 * One rule decision that refused or flagged an investment attempt: why, with the amounts and the
 * rate used, for the console and the regulator export. Kept when the attempt's investment is not.
 */
export const complianceOutcomes = pgTable(
  'compliance_outcomes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    investmentId: uuid('investment_id').references(() => investments.id, { onDelete: 'set null' }),
    jurisdiction: text('jurisdiction', { enum: JURISDICTIONS }).notNull(),
    /** e.g. 'reg-cf.limit-12-months'. */
    ruleId: text('rule_id').notNull(),
    outcome: text('outcome', { enum: COMPLIANCE_OUTCOMES }).notNull(),
    /** The attempt, in the campaign's currency. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** The same attempt in the regime's currency, and the limit figures the rule compared it with. */
    regimeAmount: bigint('regime_amount', { mode: 'number' }),
    regimeCurrency: text('regime_currency'),
    limitAmount: bigint('limit_amount', { mode: 'number' }),
    remainingAmount: bigint('remaining_amount', { mode: 'number' }),
    /** The rate used for the attempt's conversion (null when no conversion was needed). */
    rate: numeric('rate', { precision: 20, scale: 10 }),
    rateId: integer('rate_id').references(() => exchangeRates.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('compliance_outcomes_user_idx').on(t.userId, t.createdAt),
    check('compliance_outcomes_jurisdiction', sql`${t.jurisdiction} in ('us-reg-cf', 'eu-ecsp', 'uk-fca', 'none')`),
    check('compliance_outcomes_outcome', sql`${t.outcome} in ('refused', 'flagged')`),
  ],
);

export const FCA_CATEGORIES = ['restricted', 'high-net-worth', 'sophisticated'] as const;
export type FcaCategory = (typeof FCA_CATEGORIES)[number];

/**
 * What an investor has done for the regime's prerequisites (issue 16): the ECSP entry knowledge
 * test and yearly loss simulation, the FCA categorisation, personalised risk warning (its time
 * starts the cooling-off) and appropriateness check. Amounts in minor units of `regimeCurrency`.
 */
export const investorProtection = pgTable(
  'investor_protection',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    regimeCurrency: text('regime_currency'),
    knowledgeTestPassedAt: timestamp('knowledge_test_passed_at', { withTimezone: true, mode: 'date' }),
    knowledgeTestAttempts: integer('knowledge_test_attempts').notNull().default(0),
    /** ECSP Art. 21(4)(b): net worth = yearly income + liquid assets − yearly commitments; capacity = 10 % of it. */
    netWorth: bigint('net_worth', { mode: 'number' }),
    lossCapacity: bigint('loss_capacity', { mode: 'number' }),
    lossSimulatedAt: timestamp('loss_simulated_at', { withTimezone: true, mode: 'date' }),
    fcaCategory: text('fca_category', { enum: FCA_CATEGORIES }),
    fcaCategorisedAt: timestamp('fca_categorised_at', { withTimezone: true, mode: 'date' }),
    fcaRiskWarningAt: timestamp('fca_risk_warning_at', { withTimezone: true, mode: 'date' }),
    fcaAppropriatenessPassedAt: timestamp('fca_appropriateness_passed_at', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('investor_protection_amounts', sql`coalesce(${t.lossCapacity}, 0) >= 0`),
    check('investor_protection_attempts', sql`${t.knowledgeTestAttempts} >= 0`),
    check(
      'investor_protection_fca_category',
      sql`${t.fcaCategory} is null or ${t.fcaCategory} in ('restricted', 'high-net-worth', 'sophisticated')`,
    ),
  ],
);

/**
 * A campaign's Key Investment Information Sheet (ECSP Art. 23), one per language: the owner
 * writes it, staff check it; investors see it in their language (else the campaign's first).
 */
export const campaignKiis = pgTable(
  'campaign_kiis',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    projectOwner: text('project_owner').notNull().default(''),
    mainFeatures: text('main_features').notNull().default(''),
    riskFactors: text('risk_factors').notNull().default(''),
    offerTerms: text('offer_terms').notNull().default(''),
    fees: text('fees').notNull().default(''),
    investorRights: text('investor_rights').notNull().default(''),
    checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }),
    checkedBy: uuid('checked_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.lang] })],
);

/**
 * US Reg CF 227.304(c): a material change to a live campaign. Each paid investor is asked to
 * reconfirm by `reconfirmBy` (5 business days); an investment not reconfirmed is cancelled and refunded.
 */
export const campaignMaterialChanges = pgTable(
  'campaign_material_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    reconfirmBy: timestamp('reconfirm_by', { withTimezone: true, mode: 'date' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('campaign_material_changes_campaign_idx').on(t.campaignId, t.createdAt)],
);

/**
 * Testing the waters (issue 16): a non-binding reservation of an amount before the campaign goes
 * live. No money moves; the reserver is told when it opens and finds the invest page prefilled.
 */
export const campaignReservations = pgTable(
  'campaign_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check('campaign_reservations_amount_positive', sql`${t.amount} > 0`),
    // One live reservation per investor and campaign (a change updates it).
    uniqueIndex('campaign_reservations_live_key')
      .on(t.campaignId, t.userId)
      .where(sql`${t.cancelledAt} is null`),
    index('campaign_reservations_user_idx').on(t.userId, t.createdAt),
  ],
);
