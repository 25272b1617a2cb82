import type { CaptchaProvider, SocialProvider } from '@cf/domain';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { singletonCheck, singletonId, timestamps } from './columns';
import { currencies } from './currencies';
import { langColumn, languages } from './languages';

/** Site settings of spec §3, one row. */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: singletonId(),
    siteName: text('site_name').notNull(),
    siteLogo: text('site_logo'),
    darkLogo: text('dark_logo'),
    favIcon: text('fav_icon'),
    sitePrimaryColor: text('site_primary_color').notNull(),
    siteSecondaryColor: text('site_secondary_color').notNull(),
    timezone: text('timezone').notNull().default('UTC'),
    /** A measurement id only (never script): the site renders the snippet itself. */
    googleAnalyticsCode: text('google_analytics_code'),
    contactEmail: text('contact_email'),
    walletModule: boolean('wallet_module').notNull().default(true),
    mangoPayModule: boolean('mango_pay_module').notNull().default(false),
    enableShareCertificate: boolean('enable_share_certificate').notNull().default(true),
    onlyAdminCreateCampaign: boolean('only_admin_create_campaign').notNull().default(false),
    /** New accounts must set up two-factor right after sign-up (/auth-user-verification). */
    requireTwoFactor: boolean('require_two_factor').notNull().default(false),
    /** Spec §4: an administrator with this setting on sees both investor and owner views. */
    adminSeesBothViews: boolean('admin_sees_both_views').notNull().default(true),
    /** Spelled as the spec spells it. */
    maintainanceMode: boolean('maintainance_mode').notNull().default(false),
    exceptIP: text('except_ip'),
    currencyId: integer('currency_id')
      .notNull()
      .references(() => currencies.id, { onDelete: 'restrict' }),
    mangoPayCurrencyId: integer('mango_pay_currency_id').references(() => currencies.id, { onDelete: 'set null' }),
    enableRestrictMapCountry: boolean('enable_restrict_map_country').notNull().default(false),
    restrictMapCountryList: jsonb('restrict_map_country_list').$type<string[]>().notNull().default([]),
    defaultLanguage: text('default_language')
      .notNull()
      .default('en')
      .references(() => languages.code, { onUpdate: 'cascade', onDelete: 'restrict' }),
    ...timestamps,
  },
  () => [singletonCheck('site_settings')],
);

/** Title, description and Open Graph defaults, per language. */
export const metaSettings = pgTable('meta_settings', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  lang: langColumn().unique(),
  metaTitle: text('meta_title').notNull(),
  metaDescription: text('meta_description').notNull(),
  metaKeywords: text('meta_keywords'),
  ogImage: text('og_image'),
  twitterHandle: text('twitter_handle'),
  ...timestamps,
});

/** Platform fees in basis points (1% = 100); flat fees in minor units of the site currency. */
export const revenueSettings = pgTable(
  'revenue_settings',
  {
    id: singletonId(),
    fixedSuccessFeeBps: integer('fixed_success_fee_bps').notNull().default(500),
    flexibleSuccessFeeBps: integer('flexible_success_fee_bps').notNull().default(1000),
    flexibleFailFeeBps: integer('flexible_fail_fee_bps').notNull().default(1500),
    topUpFeeBps: integer('top_up_fee_bps').notNull().default(0),
    topUpFlatFee: integer('top_up_flat_fee').notNull().default(0),
    withdrawalFlatFee: integer('withdrawal_flat_fee').notNull().default(0),
    ...timestamps,
  },
  () => [singletonCheck('revenue_settings')],
);

/** Bounds for the campaign wizard; amounts in minor units of the campaign's currency. */
export const campaignSettings = pgTable(
  'campaign_settings',
  {
    id: singletonId(),
    minGoal: bigint('min_goal', { mode: 'number' }).notNull(),
    maxGoal: bigint('max_goal', { mode: 'number' }).notNull(),
    minInvestment: bigint('min_investment', { mode: 'number' }).notNull(),
    minEquityPercent: numeric('min_equity_percent', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    maxEquityPercent: numeric('max_equity_percent', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    minValuation: bigint('min_valuation', { mode: 'number' }).notNull(),
    maxValuation: bigint('max_valuation', { mode: 'number' }).notNull(),
    minInterestRate: numeric('min_interest_rate', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    maxInterestRate: numeric('max_interest_rate', { precision: 6, scale: 3, mode: 'number' }).notNull(),
    minTermMonths: integer('min_term_months').notNull(),
    maxTermMonths: integer('max_term_months').notNull(),
    /** Spec §9: a campaign runs at most 365 days. */
    maxCampaignDays: integer('max_campaign_days').notNull().default(365),
    /** Campaigns one owner may have open at once; 0 means no limit. */
    campaignLimitPerUser: integer('campaign_limit_per_user').notNull().default(0),
    requireCampaignApproval: boolean('require_campaign_approval').notNull().default(true),
    ...timestamps,
  },
  () => [singletonCheck('campaign_settings'), check('campaign_settings_days', sql`max_campaign_days between 1 and 365`)],
);

/** The words the site uses for its things ("Campaign", "Investor"...), per language. */
export const taxonomySettings = pgTable('taxonomy_settings', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  lang: langColumn().unique(),
  projectSingular: text('project_singular').notNull(),
  projectPlural: text('project_plural').notNull(),
  investorSingular: text('investor_singular').notNull(),
  investorPlural: text('investor_plural').notNull(),
  ownerSingular: text('owner_singular').notNull(),
  ownerPlural: text('owner_plural').notNull(),
  ...timestamps,
});

/** Social login per provider; the secret never leaves the API. */
export const socialSignupSettings = pgTable('social_signup_settings', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  provider: text('provider').$type<SocialProvider>().notNull().unique(),
  enabled: boolean('enabled').notNull().default(false),
  clientId: text('client_id'),
  clientSecret: text('client_secret'),
  ...timestamps,
});

/** Which forms ask for a captcha, and which kind. reCAPTCHA keys only when provider = recaptcha. */
export const captchaSettings = pgTable(
  'captcha_settings',
  {
    id: singletonId(),
    provider: text('provider').$type<CaptchaProvider>().notNull().default('svg'),
    recaptchaSiteKey: text('recaptcha_site_key'),
    recaptchaSecretKey: text('recaptcha_secret_key'),
    adminLogin: boolean('admin_login').notNull().default(false),
    frontLogin: boolean('front_login').notNull().default(false),
    frontSignup: boolean('front_signup').notNull().default(false),
    contactUs: boolean('contact_us').notNull().default(true),
    newsletter: boolean('newsletter').notNull().default(false),
    comments: boolean('comments').notNull().default(false),
    ...timestamps,
  },
  () => [singletonCheck('captcha_settings')],
);
