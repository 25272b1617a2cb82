import type {
  AccountType,
  BankScheme,
  CampaignStatus,
  CampaignAccreditation,
  CampaignType,
  InvestFrequency,
  InvestingType,
  RepaymentMethod,
  UploadType,
} from '@cf/domain';
import { relations, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { files } from './files';
import { lookups } from './lookups';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Spec §3: 0 draft, 1 pending, 2 active, 3 declined, 4 successful, 5 unsuccessful, 6 hidden, 7 inactive. */
export type CampaignStatusCode = CampaignStatus;

/**
 * A fundraising campaign: the company, the raise and its terms, the story, extras and the payout
 * account. Amounts are integers in minor units of `currencyCode`.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The lifecycle state (packages/domain campaign status machine decides the moves). */
    status: smallint('status').$type<CampaignStatusCode>().notNull().default(0),
    slug: text('slug').notNull(),
    investingType: text('investing_type').$type<InvestingType>().notNull(),
    /** fixed (all-or-nothing, "inelastic") or flexible ("elastic"): decides fees and refunds. */
    campaignType: text('campaign_type').$type<CampaignType>().notNull().default('fixed'),
    /** Who may invest: accredited investors only, or everyone. */
    campaignAccreditation: text('campaign_accreditation').$type<CampaignAccreditation>().notNull().default('all'),
    termsSlug: text('terms_slug'),

    // Company information (wizard step 1).
    companyName: text('company_name'),
    companyTagLine: text('company_tag_line'),
    companyEmail: text('company_email'),
    companyPhone: text('company_phone'),
    companyAddress: text('company_address'),
    companyDescription: text('company_description'),
    companyWebsite: text('company_website'),
    yearFounded: smallint('year_founded'),
    companyLogo: text('company_logo'),
    categoryId: integer('category_id').references(() => lookups.id, { onDelete: 'set null' }),
    industryId: integer('industry_id').references(() => lookups.id, { onDelete: 'set null' }),
    previouslyRaised: bigint('previously_raised', { mode: 'number' }),
    totalRevenue: bigint('total_revenue', { mode: 'number' }),
    hasLeadInvestor: boolean('has_lead_investor').notNull().default(false),

    // Fundraising (wizard step 2).
    currencyCode: text('currency_code'),
    goal: bigint('goal', { mode: 'number' }),
    minimumRaise: bigint('minimum_raise', { mode: 'number' }),
    maximumRaise: bigint('maximum_raise', { mode: 'number' }),
    minimumInvestment: bigint('minimum_investment', { mode: 'number' }),
    maximumInvestment: bigint('maximum_investment', { mode: 'number' }),
    openDate: date('open_date'),
    closingDate: date('closing_date'),
    campaignStageId: integer('campaign_stage_id').references(() => lookups.id, { onDelete: 'set null' }),
    investingRoundId: integer('investing_round_id').references(() => lookups.id, { onDelete: 'set null' }),

    // Terms: equity.
    availableShares: bigint('available_shares', { mode: 'number' }),
    equityAvailable: numeric('equity_available', { precision: 6, scale: 3, mode: 'number' }),
    preMoneyValuation: bigint('pre_money_valuation', { mode: 'number' }),
    pricePerShare: bigint('price_per_share', { mode: 'number' }),
    // Terms: debt.
    /** Yearly interest in basis points (1% = 100). */
    interestRateBps: integer('interest_rate_bps'),
    investFrequency: text('invest_frequency').$type<InvestFrequency>(),
    termLengthMonths: smallint('term_length_months'),
    paybackStartDate: date('payback_start_date'),
    repaymentMethod: text('repayment_method').$type<RepaymentMethod>(),
    // Terms: convertible note.
    maturityDate: date('maturity_date'),
    conversionTrigger: text('conversion_trigger'),
    redemptionTerms: text('redemption_terms'),

    // Story (wizard step 3).
    campaignName: text('campaign_name'),
    uploadType: text('upload_type').$type<UploadType>(),
    campaignImage: text('campaign_image'),
    videoUrl: text('video_url'),
    /** Spec §5: at most 255 characters. */
    campaignStory: text('campaign_story'),
    highlights: text('highlights'),
    /** The long-form pitch (issue 14 §9), Markdown; readers get it rendered and sanitised by the API. */
    pitch: text('pitch'),

    // Extras (wizard step 5).
    googleAnalyticsId: text('google_analytics_id'),
    facebookUrl: text('facebook_url'),
    twitterUrl: text('twitter_url'),
    linkedinUrl: text('linkedin_url'),
    youtubeUrl: text('youtube_url'),
    websiteUrl: text('website_url'),
    contractCopy: boolean('contract_copy').notNull().default(false),
    manageContract: boolean('manage_contract').notNull().default(false),
    contractFileId: uuid('contract_file_id').references(() => files.id, { onDelete: 'set null' }),

    // Money totals, kept by the ledger (investment issue); used by browse sorting.
    raisedAmount: bigint('raised_amount', { mode: 'number' }).notNull().default(0),
    investorCount: integer('investor_count').notNull().default(0),
    lastInvestmentAt: timestamp('last_investment_at', { withTimezone: true }),
    // After the raise (issue 9).
    /** The platform's fee rates (basis points), fixed when the campaign is approved: reached / not reached. */
    successFeeBps: integer('success_fee_bps'),
    failFeeBps: integer('fail_fee_bps'),
    /** Set when the closing date passed with payments still in flight: no new money; settled within the grace period. */
    closingSince: timestamp('closing_since', { withTimezone: true }),
    /** When the campaign's money was settled (see campaign_settlements). */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** The last share certificate number issued for this campaign (numbers are never reused). */
    lastCertificateNumber: integer('last_certificate_number').notNull().default(0),
    /** raised / goal in basis points, derived by the database for the "percentage raised" sort. */
    percentRaisedBps: integer('percent_raised_bps').generatedAlwaysAs(
      sql`case when coalesce(goal, 0) > 0 then least(floor(raised_amount::numeric * 10000 / goal), 2000000000)::integer else 0 end`,
    ),
    /** Words of the names and tagline for search ('simple' configuration: no language stemming). */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(campaign_name, '') || ' ' || coalesce(company_name, '') || ' ' || coalesce(company_tag_line, ''))`,
    ),

    featured: boolean('featured').notNull().default(false),
    /** Testing the waters (issue 16): non-binding reservations taken before the campaign goes live. */
    reservationsOpen: boolean('reservations_open').notNull().default(false),
    /** US Reg CF early close: when the owner gave investors notice of the earlier closing date. */
    earlyCloseNoticeAt: timestamp('early_close_notice_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    decisionReason: text('decision_reason'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('campaigns_slug_key').on(t.slug),
    check('campaigns_status_range', sql`status between 0 and 7`),
    index('campaigns_owner_idx').on(t.ownerId, t.status, t.createdAt),
    // Browse sorts (status, sort key, id): the id tie-breaker lets a 9-row page stop after 9 index entries.
    index('campaigns_status_created_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('campaigns_status_percent_idx').on(t.status, t.percentRaisedBps.desc(), t.id.desc()),
    index('campaigns_status_raised_idx').on(t.status, t.raisedAmount.desc(), t.id.desc()),
    index('campaigns_status_last_investment_idx').on(t.status, t.lastInvestmentAt.desc().nullsLast(), t.id.desc()),
    index('campaigns_featured_idx').on(t.featured, t.status),
    // Browse filters: counts of a status by category and investing type read this index only.
    index('campaigns_status_category_idx').on(t.status, t.categoryId, t.investingType),
    index('campaigns_search_idx').using('gin', t.searchVector),
  ],
);

/** Property information for real-estate campaigns (one per campaign). */
export const campaignProperties = pgTable('campaign_properties', {
  campaignId: integer('campaign_id')
    .primaryKey()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  propertyName: text('property_name'),
  propertyUrl: text('property_url'),
  propertyDetail: text('property_detail'),
  propertyStreet: text('property_street'),
  propertyCity: text('property_city'),
  propertyState: text('property_state'),
  propertyCountry: text('property_country'),
  propertySize: text('property_size'),
  plotSize: text('plot_size'),
  buildYear: smallint('build_year'),
  propertyStage: text('property_stage'),
  ...timestamps,
});

/**
 * Where the owner receives the funds (wizard step 6). The account identifier of the bank scheme
 * (US or UK account number, or IBAN) is encrypted at rest in account_number_encrypted; only its
 * last four characters are shown. Routing number, sort code and BIC identify a bank, kept in clear.
 */
export const campaignPayoutAccounts = pgTable('campaign_payout_accounts', {
  campaignId: integer('campaign_id')
    .primaryKey()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  /** us (account + routing number), iban (IBAN + BIC) or uk (sort code + account number). */
  bankScheme: text('bank_scheme').$type<BankScheme>().notNull().default('us'),
  bankName: text('bank_name'),
  accountType: text('account_type').$type<AccountType>(),
  accountNumberEncrypted: text('account_number_encrypted'),
  accountNumberLast4: text('account_number_last4'),
  routingNumber: text('routing_number'),
  sortCode: text('sort_code'),
  bic: text('bic'),
  tosAcceptedAt: timestamp('tos_accepted_at', { withTimezone: true }),
  /** A card-provider (ACH) connection instead of bank details. */
  achAccountId: text('ach_account_id'),
  providerAccountId: text('provider_account_id'),
  /** The account holder's name: a payout needs it to match the owner or the company. */
  accountHolderName: text('account_holder_name'),
  /** When the bank details last changed: payouts wait 48 hours after a change. */
  detailsChangedAt: timestamp('details_changed_at', { withTimezone: true }),
  /** The owner's Stripe Connect account (flexible campaigns may be paid out there). */
  stripeAccountId: text('stripe_account_id'),
  ...timestamps,
});

/** Every status change: who moved the campaign, from what, to what, and why. */
export const campaignStatusHistory = pgTable(
  'campaign_status_history',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    fromStatus: smallint('from_status').$type<CampaignStatusCode>().notNull(),
    toStatus: smallint('to_status').$type<CampaignStatusCode>().notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('campaign_status_history_campaign_idx').on(t.campaignId, t.createdAt)],
);

export const campaignsRelations = relations(campaigns, ({ one }) => ({
  owner: one(users, { fields: [campaigns.ownerId], references: [users.id] }),
  property: one(campaignProperties, { fields: [campaigns.id], references: [campaignProperties.campaignId] }),
  category: one(lookups, { fields: [campaigns.categoryId], references: [lookups.id] }),
}));
