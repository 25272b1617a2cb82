// Issue 4 campaign input schemas: the owner's wizard steps and their rules (spec §3, §5). Messages
// are i18n keys (campaigns.validation.* or validation.*). Rules that need the campaign settings or
// several steps at once are in ../campaign-rules.ts; the parts' inputs in ./campaign-parts.ts.
import { LIMITS, PAGE_SIZE } from '../constants';
import { z } from '../zod-setup';
import {
  ACCOUNT_TYPES,
  blankToNull,
  CAMPAIGN_ACCREDITATIONS,
  CAMPAIGN_FIELDS,
  CAMPAIGN_IMAGE_KINDS,
  CAMPAIGN_TYPES,
  campaignIdParam,
  choice,
  clearable,
  clearableNumber,
  id,
  INVEST_FREQUENCIES,
  INVESTING_TYPES,
  isoDay,
  minorUnits,
  networkUrl,
  positiveMinorUnits,
  REPAYMENT_METHODS,
  text,
  UPLOAD_TYPES,
  videoUrl,
} from './campaign-fields';
import { analyticsId, email, httpUrl } from './common';
import { profilePhone } from './profile';
import { payoutIdentityFields } from './payouts';
import { isValidBIC, ValidationErrorsIBAN, validateIBAN } from 'ibantools';
import { BANK_SCHEMES, IBAN_ONLY_COUNTRIES } from '../campaign-checklist';

export * from '../campaign-rules';
export * from '../campaign-checklist';
export * from './campaign-parts';
export {
  CAMPAIGN_FIELDS,
  INVESTING_TYPES,
  type InvestingType,
  FAQ_TEMPLATE_INVESTING_TYPES,
  type FaqTemplateInvestingType,
  CAMPAIGN_TYPES,
  type CampaignType,
  CAMPAIGN_ACCREDITATIONS,
  type CampaignAccreditation,
  INVEST_FREQUENCIES,
  type InvestFrequency,
  REPAYMENT_METHODS,
  type RepaymentMethod,
  UPLOAD_TYPES,
  type UploadType,
  ACCOUNT_TYPES,
  type AccountType,
  DOCUMENT_VISIBILITIES,
  type DocumentVisibility,
  CAMPAIGN_IMAGE_KINDS,
  type CampaignImageKind,
  campaignIdParam,
  minorUnits,
  isoDay,
  isVideoUrl,
  videoUrl,
} from './campaign-fields';

/** POST /campaigns/equities: spec §5 "Debt or equity must be chosen". */
export const createCampaignInput = z.object({
  investingType: z.enum(INVESTING_TYPES, 'campaigns.validation.investingType'),
});
export type CreateCampaignInput = z.infer<typeof createCampaignInput>;

/** Spec §5 "Company name at least 10 characters, string only": letters are required, not only digits. */
export const companyName = z
  .string()
  .trim()
  .min(CAMPAIGN_FIELDS.companyNameMin, 'campaigns.validation.companyNameMin')
  .max(CAMPAIGN_FIELDS.nameMax, 'validation.tooLong')
  .refine((v) => /\p{L}/u.test(v), 'campaigns.validation.companyNameLetters');

const thisYear = () => new Date().getUTCFullYear();

/** PATCH /campaigns/equity/company-profile/:id (wizard step 1). The logo is uploaded apart. */
export const companyProfileInput = z.object({
  companyName: clearable(companyName),
  companyTagLine: clearable(text(CAMPAIGN_FIELDS.tagLineMax)),
  companyEmail: clearable(email),
  companyPhone: clearable(profilePhone),
  companyAddress: clearable(text(CAMPAIGN_FIELDS.shortTextMax)),
  companyDescription: clearable(text(CAMPAIGN_FIELDS.longTextMax)),
  companyWebsite: clearable(z.string().trim().pipe(httpUrl)),
  yearFounded: clearableNumber(
    z
      .number('validation.invalidType')
      .int('validation.invalidType')
      .min(1800, 'validation.tooSmall')
      .refine((y) => y <= thisYear(), 'campaigns.validation.yearInFuture'),
  ),
  categoryId: clearableNumber(id),
  industryId: clearableNumber(id),
  previouslyRaised: clearableNumber(minorUnits),
  totalRevenue: clearableNumber(minorUnits),
  hasLeadInvestor: z.boolean('validation.invalidType').optional(),
});
export type CompanyProfileInput = z.infer<typeof companyProfileInput>;

/** PATCH /campaigns/campaign/property-info/:id (real-estate campaigns). */
export const propertyInfoInput = z.object({
  propertyName: clearable(text(CAMPAIGN_FIELDS.nameMax)),
  propertyUrl: clearable(z.string().trim().pipe(httpUrl)),
  propertyDetail: clearable(text(CAMPAIGN_FIELDS.longTextMax)),
  propertyStreet: clearable(text(CAMPAIGN_FIELDS.shortTextMax)),
  propertyCity: clearable(text(CAMPAIGN_FIELDS.nameMax)),
  propertyState: clearable(text(CAMPAIGN_FIELDS.nameMax)),
  propertyCountry: clearable(text(CAMPAIGN_FIELDS.nameMax)),
  propertySize: clearable(text(50)),
  plotSize: clearable(text(50)),
  buildYear: clearableNumber(
    z
      .number('validation.invalidType')
      .int('validation.invalidType')
      .min(1000, 'validation.tooSmall')
      .refine((y) => y <= thisYear() + 10, 'validation.tooBig'),
  ),
  propertyStage: clearable(text(100)),
});
export type PropertyInfoInput = z.infer<typeof propertyInfoInput>;

/**
 * PATCH /campaigns/campaign/fundraising-detail/:id. Each field alone is checked here; the rules
 * between fields and the settings bounds (campaignRuleIssues) run on the merged campaign.
 */
export const fundraisingDetailInput = z.object({
  investingType: z.enum(INVESTING_TYPES, 'campaigns.validation.investingType').optional(),
  currencyCode: clearable(
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, 'validation.currencyCode'),
  ),
  goal: clearableNumber(positiveMinorUnits),
  minimumRaise: clearableNumber(positiveMinorUnits),
  maximumRaise: clearableNumber(positiveMinorUnits),
  minimumInvestment: clearableNumber(positiveMinorUnits),
  maximumInvestment: clearableNumber(positiveMinorUnits),
  openDate: clearable(isoDay),
  closingDate: clearable(isoDay),
  campaignStageId: clearableNumber(id),
  investingRoundId: clearableNumber(id),
  campaignType: choice(CAMPAIGN_TYPES).optional(),
  campaignAccreditation: choice(CAMPAIGN_ACCREDITATIONS).optional(),
  termsSlug: clearable(
    z
      .string()
      .trim()
      .max(120, 'validation.tooLong')
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'validation.slug'),
  ),
});
export type FundraisingDetailInput = z.infer<typeof fundraisingDetailInput>;

/**
 * PATCH /campaigns/campaign/campaign-terms/:id: equity, debt and convertible-note terms. The
 * equity percent is a decimal (12.5 = 12.5%, three decimals at most); interest in basis points.
 */
export const campaignTermsInput = z.object({
  availableShares: clearableNumber(
    z
      .number('validation.invalidType')
      .int('campaigns.validation.wholeShares')
      .min(1, 'campaigns.validation.positive')
      .max(Number.MAX_SAFE_INTEGER, 'validation.tooBig'),
  ),
  equityAvailable: clearableNumber(
    z
      .number('validation.invalidType')
      .gt(0, 'campaigns.validation.positive')
      .max(100, 'campaigns.validation.percentMax')
      .refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, 'campaigns.validation.percentDecimals'),
  ),
  preMoneyValuation: clearableNumber(positiveMinorUnits),
  /** Spec §5 "Price per share positive"; how it relates to the minimum investment is in campaign-rules. */
  pricePerShare: clearableNumber(positiveMinorUnits),
  interestRateBps: clearableNumber(
    z
      .number('validation.invalidType')
      .int('campaigns.validation.wholeBasisPoints')
      .min(1, 'campaigns.validation.positive')
      .max(100_000, 'validation.tooBig'),
  ),
  investFrequency: clearable(choice(INVEST_FREQUENCIES)),
  termLengthMonths: clearableNumber(
    z.number('validation.invalidType').int('validation.invalidType').min(1, 'campaigns.validation.positive').max(1200, 'validation.tooBig'),
  ),
  paybackStartDate: clearable(isoDay),
  repaymentMethod: clearable(choice(REPAYMENT_METHODS)),
  maturityDate: clearable(isoDay),
  conversionTrigger: clearable(text(CAMPAIGN_FIELDS.longTextMax)),
  redemptionTerms: clearable(text(CAMPAIGN_FIELDS.longTextMax)),
});
export type CampaignTermsInput = z.infer<typeof campaignTermsInput>;

/** PATCH /campaigns/campaign/campaign-story/:id (the image is uploaded apart). */
export const campaignStoryInput = z.object({
  campaignName: clearable(text(CAMPAIGN_FIELDS.nameMax)),
  uploadType: clearable(choice(UPLOAD_TYPES)),
  videoUrl: clearable(videoUrl),
  campaignStory: clearable(z.string().trim().max(CAMPAIGN_FIELDS.storyMax, 'campaigns.validation.storyMax')),
  highlights: clearable(text(CAMPAIGN_FIELDS.highlightsMax)),
  /** The long-form pitch in Markdown, shown rendered on the overview tab; the story stays the summary. */
  pitch: clearable(z.string().max(CAMPAIGN_FIELDS.pitchMax, 'wizard.pitch.tooLong')),
});
export type CampaignStoryInput = z.infer<typeof campaignStoryInput>;

/** PATCH /campaigns/campaign/extras-info/:id: analytics id, social links and the contract flags. */
export const extrasInfoInput = z.object({
  googleAnalyticsId: clearable(analyticsId),
  facebookUrl: clearable(networkUrl('facebook')),
  twitterUrl: clearable(networkUrl('twitter')),
  linkedinUrl: clearable(networkUrl('linkedin')),
  youtubeUrl: clearable(networkUrl('youtube')),
  websiteUrl: clearable(z.string().trim().pipe(httpUrl)),
  contractCopy: z.boolean('validation.invalidType').optional(),
  manageContract: z.boolean('validation.invalidType').optional(),
});
export type ExtrasInfoInput = z.infer<typeof extrasInfoInput>;

const digits = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? String(v) : blankToNull(v));
/** Spaces, dashes and case do not matter in an IBAN, a BIC or a sort code ("12-34-56"). */
const compact = (v: unknown) => {
  const value = blankToNull(v);
  return typeof value === 'string' ? value.replace(/[\s-]/g, '').toUpperCase() : value;
};
const compactField = z.preprocess(compact, z.string().nullable()).optional();

/** UK payouts: a 6-digit sort code and an 8-digit account number. */
export const UK_BANK = { sortCodeLength: 6, accountNumberLength: 8 } as const;

/** The translated reason an IBAN is refused (checksum and each country's length by ibantools), or null. */
export function ibanProblem(iban: string): string | null {
  const { valid, errorCodes } = validateIBAN(iban);
  if (valid) return null;
  if (errorCodes.includes(ValidationErrorsIBAN.NoIBANCountry)) return 'bank.payout.errors.ibanCountry';
  if (errorCodes.includes(ValidationErrorsIBAN.WrongBBANLength)) return 'bank.payout.errors.ibanLength';
  if (errorCodes.includes(ValidationErrorsIBAN.WrongIBANChecksum)) return 'bank.payout.errors.ibanChecksum';
  return 'bank.payout.errors.iban';
}

/** A BIC is needed beside the IBAN except in the Gulf, where the IBAN alone routes the payment. */
export const ibanNeedsBic = (iban: string) => !(IBAN_ONLY_COUNTRIES as readonly string[]).includes(iban.slice(0, 2));

/**
 * PATCH /campaigns/campaign/payment-detail/:id (spec §5 bank rules, issue 14 §8 schemes). The
 * `us` scheme (the default when bankScheme is absent, today's shape): bank name, account type and
 * routing number required; an account number of 5–20 digits, equal to its confirmation, and the
 * terms accepted once it is entered. `uk`: bank name, sort code, an 8-digit account number.
 * `iban`: bank name, a valid IBAN and a BIC (optional for Gulf IBANs). Or a card-provider ACH
 * connection (achAccountId) instead. The account number or IBAN may be left out when one is
 * already stored (it is never sent back).
 */
export const paymentDetailInput = z
  .object({
    bankScheme: choice(BANK_SCHEMES).optional(),
    bankName: clearable(text(CAMPAIGN_FIELDS.nameMax)),
    accountType: clearable(choice(ACCOUNT_TYPES)),
    accountNumber: z.preprocess(digits, z.string().trim().regex(/^\d*$/, 'campaigns.validation.numericOnly').nullable()).optional(),
    confirmAccountNumber: z.preprocess(digits, z.string().trim().nullable()).optional(),
    routingNumber: z.preprocess(digits, z.string().trim().regex(/^\d*$/, 'campaigns.validation.numericOnly').nullable()).optional(),
    sortCode: compactField,
    iban: compactField,
    bic: compactField,
    tos: z.boolean('validation.invalidType').optional(),
    achAccountId: clearable(text(200)),
    /** The account holder: a payout needs it to match the owner's or the company's name (issue 9). */
    accountHolderName: clearable(text(CAMPAIGN_FIELDS.nameMax)),
    /** Changing the details of a campaign past its draft asks for these again (issue 9 payouts). */
    ...payoutIdentityFields,
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string, params: Record<string, unknown> = {}) =>
      ctx.addIssue({ code: 'custom', path: [path], message, input: v, ...params });
    if (v.achAccountId) return;
    const scheme = v.bankScheme ?? 'us';
    if (!v.bankName) issue('bankName', 'validation.required');
    if (v.bic && !isValidBIC(v.bic)) issue('bic', 'bank.payout.errors.bic');
    if (scheme === 'iban') {
      if (!v.iban) return;
      const problem = ibanProblem(v.iban);
      if (problem) issue('iban', problem);
      else if (!v.bic && ibanNeedsBic(v.iban)) issue('bic', 'validation.required');
      if (v.tos !== true) issue('tos', 'campaigns.validation.tosRequired');
      return;
    }
    if (scheme === 'uk') {
      const { sortCodeLength, accountNumberLength } = UK_BANK;
      if (!v.sortCode) issue('sortCode', 'validation.required');
      else if (!/^\d+$/.test(v.sortCode) || v.sortCode.length !== sortCodeLength)
        issue('sortCode', 'bank.payout.errors.sortCode', { length: sortCodeLength });
      if (v.accountNumber && /^\d+$/.test(v.accountNumber) && v.accountNumber.length !== accountNumberLength)
        issue('accountNumber', 'bank.payout.errors.ukAccountNumber', { length: accountNumberLength });
    } else {
      if (!v.accountType) issue('accountType', 'validation.required');
      if (!v.routingNumber) issue('routingNumber', 'validation.required');
      else if (/^\d+$/.test(v.routingNumber) && v.routingNumber.length !== CAMPAIGN_FIELDS.routingNumberLength)
        issue('routingNumber', 'campaigns.validation.routingNumber', { length: CAMPAIGN_FIELDS.routingNumberLength });
      if (!v.accountNumber) return;
      const { accountNumberMin: min, accountNumberMax: max } = CAMPAIGN_FIELDS;
      if (/^\d+$/.test(v.accountNumber) && (v.accountNumber.length < min || v.accountNumber.length > max))
        issue('accountNumber', 'campaigns.validation.accountNumber', { min, max });
    }
    if (!v.accountNumber) return;
    if (!v.confirmAccountNumber) issue('confirmAccountNumber', 'validation.required');
    else if (v.confirmAccountNumber !== v.accountNumber) issue('confirmAccountNumber', 'campaigns.validation.accountMismatch');
    if (v.tos !== true) issue('tos', 'campaigns.validation.tosRequired');
  });
export type PaymentDetailInput = z.infer<typeof paymentDetailInput>;

/** PATCH /campaigns/equities/:id: a move of the status machine (owner: withdraw 1 → 0, reopen 3 → 0). */
export const campaignStatusInput = z.object({
  status: z
    .number('validation.invalidType')
    .int('validation.invalidType')
    .min(0, 'validation.invalidOption')
    .max(7, 'validation.invalidOption'),
  reason: clearable(text(1000)),
});

/** GET /campaigns/equities: the caller's campaigns (staff may name another owner). */
export const ownerCampaignsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(LIMITS.maxListLimit).default(PAGE_SIZE.ownerCampaigns),
  status: z.coerce.number().int().min(0).max(7).optional(),
  ownerId: z.string().uuid('validation.invalid').optional(),
});
export type OwnerCampaignsQuery = z.infer<typeof ownerCampaignsQuery>;

export const campaignPartsQuery = z.object({ campaignId: campaignIdParam });
export const faqTemplatesQuery = z.object({ investingType: z.enum(INVESTING_TYPES).optional() });
export const imageKindInput = z.object({ kind: z.enum(CAMPAIGN_IMAGE_KINDS, 'validation.invalidOption') });
