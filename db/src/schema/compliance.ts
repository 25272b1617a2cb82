import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
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
