import type { AccreditationBasis, AccreditationVerificationType, KycInvestingFor, KycProviderName, ReviewStatus } from '@cf/domain';
import { bigint, boolean, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { files } from './files';
import { users } from './users';

export type { ReviewStatus };

/** Investor profile (spec §3). Money in minor units of the site currency. */
export const investorProfiles = pgTable('investor_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  yearlyIncome: bigint('yearly_income', { mode: 'number' }),
  /** Net worth excluding the main home (the accreditation rule). */
  netWorth: bigint('net_worth', { mode: 'number' }),
  hasSpouseIncome: boolean('has_spouse_income').notNull().default(false),
  spouseFirstName: text('spouse_first_name'),
  spouseLastName: text('spouse_last_name'),
  /** Income in each of the last two years (with the spouse's when hasSpouseIncome). */
  incomeLastYear: bigint('income_last_year', { mode: 'number' }),
  incomeYearBefore: bigint('income_year_before', { mode: 'number' }),
  investedInCrowdfunding12m: boolean('invested_in_crowdfunding_12m').notNull().default(false),
  crowdfundingAmount12m: bigint('crowdfunding_amount_12m', { mode: 'number' }),
  jobTitle: text('job_title'),
  jobIndustry: text('job_industry'),
  dateOfBirth: date('date_of_birth'),
  /** Encrypted at rest (AES-256-GCM); only the last four digits are ever shown. */
  ssnEncrypted: text('ssn_encrypted'),
  ssnLast4: text('ssn_last4'),
  /** The investor's own declaration that they are accredited. */
  declaresAccredited: boolean('declares_accredited').notNull().default(false),
  legalName: text('legal_name'),
  email: text('email'),
  phone: text('phone'),
  address: text('address'),
  address2: text('address2'),
  city: text('city'),
  state: text('state'),
  postalCode: text('postal_code'),
  country: text('country'),
  ...timestamps,
});

/** An accreditation request: self-check, verification, signed contract, then a staff decision. */
export const accreditations = pgTable(
  'accreditations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').$type<ReviewStatus>().notNull().default('under-review'),
    /** Which rule of spec §9 the investor claims: net worth or income. */
    basis: text('basis').$type<AccreditationBasis>().notNull(),
    verificationType: text('verification_type').$type<AccreditationVerificationType>().notNull(),
    verificationPhone: text('verification_phone'),
    letterFileId: uuid('letter_file_id').references(() => files.id, { onDelete: 'set null' }),
    contractFileId: uuid('contract_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The typed signature, or the uploaded image (redrawn 400×200, private); when and from where it was given. */
    signature: text('signature'),
    signatureFileId: uuid('signature_file_id').references(() => files.id, { onDelete: 'set null' }),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    signedIp: text('signed_ip'),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
    ...timestamps,
  },
  (t) => [index('accreditations_status_idx').on(t.status, t.createdAt), index('accreditations_user_idx').on(t.userId, t.createdAt)],
);

export type KycProvider = KycProviderName;

/** Identity verification (spec §3 "KYC"): the party at the provider, its fields and its status. */
export const kycParties = pgTable(
  'kyc_parties',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<KycProvider>().notNull(),
    /** The provider's reference for the party. */
    partyId: text('party_id'),
    status: text('status').$type<ReviewStatus>().notNull().default('under-review'),
    firstName: text('first_name'),
    middleInitial: text('middle_initial'),
    lastName: text('last_name'),
    dateOfBirth: date('date_of_birth'),
    domicile: text('domicile'),
    primaryAddress: text('primary_address'),
    city: text('city'),
    state: text('state'),
    postalCode: text('postal_code'),
    country: text('country'),
    alternateEmail: text('alternate_email'),
    alternatePhone: text('alternate_phone'),
    occupation: text('occupation'),
    brokerDealerAssociated: boolean('broker_dealer_associated').notNull().default(false),
    employmentStatus: text('employment_status'),
    employerName: text('employer_name'),
    employerDetails: text('employer_details'),
    currentAnnualIncome: bigint('current_annual_income', { mode: 'number' }),
    averageAnnualIncome: bigint('average_annual_income', { mode: 'number' }),
    currentHouseholdIncome: bigint('current_household_income', { mode: 'number' }),
    averageHouseholdIncome: bigint('average_household_income', { mode: 'number' }),
    householdNetWorth: bigint('household_net_worth', { mode: 'number' }),
    tags: text('tags'),
    notes: text('notes'),
    investingFor: text('investing_for').$type<KycInvestingFor>().notNull().default('self'),
    /** Errors and warnings the provider returned, shown to the user. */
    providerErrors: jsonb('provider_errors').$type<string[]>().notNull().default([]),
    providerWarnings: jsonb('provider_warnings').$type<string[]>().notNull().default([]),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
    ...timestamps,
  },
  (t) => [index('kyc_parties_status_idx').on(t.status, t.createdAt)],
);

export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partyId: integer('party_id')
      .notNull()
      .references(() => kycParties.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    documentType: text('document_type').notNull(),
    /** The provider's reference once uploaded there. */
    providerRef: text('provider_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('kyc_documents_party_idx').on(t.partyId)],
);
