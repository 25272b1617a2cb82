// Issue 3 input schemas (identity): investor profile, accreditation, identity verification (KYC).
import { LIMITS } from '../constants';
import { z } from '../zod-setup';
import { email, emptyToNull } from './common';
import { SIGNATURE_LIMITS } from './investments';

export {
  ACCREDITATION_THRESHOLDS,
  type AccreditationBasis,
  type AccreditationProfile,
  type AccreditationSelfCheck,
  accreditationSelfCheck,
  thresholdInMinor,
} from '../accreditation';

/** Age of majority for investing (spec: the investor must be an adult). */
export const MIN_INVESTOR_AGE = 18;

/** Spec §5: three digits, two digits, four digits, hyphens optional. */
export const SSN_PATTERN = /^\d{3}-?\d{2}-?\d{4}$/;

/** Spec §5 "Name pattern": letters, hyphens and parentheses separated by single spaces. */
const NAME_PATTERN = /^[\p{L}\p{M}()-]+( [\p{L}\p{M}()-]+)*$/u;

/** A legal name: letters with spaces, hyphens, apostrophes and dots. */
const LEGAL_NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;

const POSTAL_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{1,8}[A-Za-z0-9]$/;
const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{6,18}[0-9]$/;

/** Booleans as JSON sends them or as a form posts them ("on", "true", "1"). */
export const formBoolean = z.preprocess(
  (v) => (typeof v === 'string' ? ['true', 'on', '1', 'yes'].includes(v.trim().toLowerCase()) : v === 1 ? true : v),
  z.boolean(),
);

/**
 * An amount in minor units: a non-negative integer, or a string of digits only (spec §5
 * "numeric-only pattern: digits or empty"); empty is null.
 */
export const minorAmount = z
  .preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : /^\d+$/.test(v.trim()) ? Number(v.trim()) : v) : v),
    z
      .number('identity.investor.numericOnly')
      .int('identity.investor.numericOnly')
      .min(0, 'identity.investor.numericOnly')
      .max(Number.MAX_SAFE_INTEGER, 'validation.tooBig')
      .nullable(),
  )
  .optional()
  .transform((v) => v ?? null);

/** Whole years between a date of birth and a day (both YYYY-MM-DD or Date). */
export function ageOn(dateOfBirth: string, today: Date = new Date()): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const month = today.getUTCMonth() + 1;
  if (month < m || (month === m && today.getUTCDate() < d)) age--;
  return age;
}

const isoDate = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'identity.investor.dateFormat')
  .refine((v) => {
    const date = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v);
  }, 'identity.investor.dateFormat');

/** A date of birth: a real date, in the past, of an adult (at least MIN_INVESTOR_AGE). */
export const dateOfBirth = isoDate
  .refine((v) => new Date(`${v}T00:00:00Z`).getTime() < Date.now(), 'identity.investor.dateInPast')
  .superRefine((v, ctx) => {
    // A too_small issue carries `minimum` at its top level, where every translator looks for it.
    const inPast = new Date(`${v}T00:00:00Z`).getTime() < Date.now();
    if (inPast && ageOn(v) < MIN_INVESTOR_AGE)
      ctx.addIssue({
        code: 'too_small',
        origin: 'number',
        minimum: MIN_INVESTOR_AGE,
        inclusive: true,
        input: v,
        message: 'identity.investor.adult',
      });
  });

const personName = z
  .string()
  .trim()
  .min(1, 'validation.required')
  .max(LIMITS.nameMax, 'validation.tooLong')
  .regex(NAME_PATTERN, 'identity.investor.namePattern');

const text = (max: number) => emptyToNull(z.string().trim().max(max, 'validation.tooLong'));

/** An ISO 3166-1 alpha-2 code; the service checks it against the `countries` lookup. */
export const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'identity.investor.unknownCountry');

export const postalCode = z.string().trim().regex(POSTAL_CODE_PATTERN, 'identity.investor.postalCode');
export const phoneNumber = z.string().trim().regex(PHONE_PATTERN, 'identity.investor.phone');

/** A national ID number (outside the US): letters and digits, spaces or hyphens inside, 5 to 30. */
export const NATIONAL_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 -]{3,28}[A-Za-z0-9]$/;

export const KYC_DOMICILES = ['us-citizen', 'us-resident', 'non-resident'] as const;

/**
 * Issue 14 §11: US terms (SSN, broker-dealer) apply to a US person: a US country or US domicile.
 * With neither country nor domicile known the form keeps its US terms (the spec's original form).
 */
export function usesSsn(country: string | null | undefined, domicile?: string | null): boolean {
  if (domicile === 'us-citizen' || domicile === 'us-resident') return true;
  return !country || country.trim().toUpperCase() === 'US';
}

/** The tax identifier's format rule for the investor's country: SSN in the US, national ID elsewhere. */
export function taxIdIssue(taxId: string | null | undefined, country: string | null | undefined, domicile?: string | null) {
  if (!taxId) return null;
  return usesSsn(country, domicile)
    ? SSN_PATTERN.test(taxId)
      ? null
      : 'identity.investor.ssnFormat'
    : NATIONAL_ID_PATTERN.test(taxId)
      ? null
      : 'identity.identityRecord.nationalIdFormat';
}

/**
 * The investor's currency by country (only two-decimal currencies, so stored minor units keep
 * their meaning); any other country, or a site currency without two decimals, keeps the site's.
 */
const EURO = ['AT', 'BE', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PT', 'SI', 'SK'];
export const COUNTRY_CURRENCY: Readonly<Record<string, string>> = {
  US: 'USD',
  GB: 'GBP',
  AE: 'AED',
  CA: 'CAD',
  AU: 'AUD',
  CH: 'CHF',
  SG: 'SGD',
  ...Object.fromEntries(EURO.map((code) => [code, 'EUR'])),
};
export function investorCurrencyCode(country: string | null | undefined, site: { code: string; decimals: number }): string {
  const code = country ? COUNTRY_CURRENCY[country.trim().toUpperCase()] : undefined;
  return code && site.decimals === 2 ? code : site.code;
}

/**
 * The SSN (or, outside the US, the national ID number) is write-only: a value sets it, null
 * clears it, absent or empty leaves it as it is. It is stored encrypted with its last four
 * characters; it is never sent back in full. Its format depends on the country (taxIdIssue).
 */
export const ssnInput = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().max(30, 'identity.investor.ssnFormat').nullable().optional(),
);

/** Spec §3 "Investor profile"; amounts in minor units of the site currency. */
export const investorProfileFields = z.object({
  yearlyIncome: minorAmount,
  netWorth: minorAmount,
  hasSpouseIncome: formBoolean.optional(),
  spouseFirstName: emptyToNull(personName),
  spouseLastName: emptyToNull(personName),
  incomeLastYear: minorAmount,
  incomeYearBefore: minorAmount,
  investedInCrowdfunding12m: formBoolean.optional(),
  crowdfundingAmount12m: minorAmount,
  jobTitle: text(100),
  jobIndustry: text(100),
  dateOfBirth: emptyToNull(dateOfBirth),
  ssn: ssnInput,
  declaresAccredited: formBoolean.optional(),
  legalName: emptyToNull(z.string().trim().max(100, 'validation.tooLong').regex(LEGAL_NAME_PATTERN, 'identity.investor.legalName')),
  email: emptyToNull(email),
  phone: emptyToNull(phoneNumber),
  address: text(200),
  address2: text(200),
  city: text(100),
  state: text(100),
  postalCode: emptyToNull(postalCode),
  country: emptyToNull(countryCode),
});

type ProfileRulesInput = {
  hasSpouseIncome?: boolean;
  spouseFirstName?: string | null;
  spouseLastName?: string | null;
  investedInCrowdfunding12m?: boolean;
  crowdfundingAmount12m?: number | null;
  ssn?: string | null;
  country?: string | null;
  /** The KYC party's domicile when there is one (the shared identity record). */
  domicile?: string | null;
};

/** Rules across fields; applied to a whole profile (after a PATCH is merged into the stored one). */
export function investorProfileRules(p: ProfileRulesInput): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (p.hasSpouseIncome) {
    if (!p.spouseFirstName) issues.push({ path: 'spouseFirstName', message: 'identity.investor.spouseNameRequired' });
    if (!p.spouseLastName) issues.push({ path: 'spouseLastName', message: 'identity.investor.spouseNameRequired' });
  }
  if (p.investedInCrowdfunding12m && (p.crowdfundingAmount12m === null || p.crowdfundingAmount12m === undefined))
    issues.push({ path: 'crowdfundingAmount12m', message: 'identity.investor.crowdfundingAmountRequired' });
  const taxId = taxIdIssue(p.ssn, p.country, p.domicile);
  if (taxId) issues.push({ path: 'ssn', message: taxId });
  return issues;
}

const withProfileRules = <T extends z.ZodType<ProfileRulesInput>>(schema: T) =>
  schema.superRefine((value, ctx) => {
    for (const issue of investorProfileRules(value)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });

export const investorProfileInput = withProfileRules(
  investorProfileFields.extend({
    hasSpouseIncome: formBoolean.default(false),
    investedInCrowdfunding12m: formBoolean.default(false),
    declaresAccredited: formBoolean.default(false),
  }),
);
export type InvestorProfileInput = z.infer<typeof investorProfileInput>;

/**
 * PATCH: any subset, no defaults (an absent field stays as stored); the service re-checks the
 * cross-field rules on the merged profile.
 */
export const investorProfilePatch = investorProfileFields.partial();
export type InvestorProfilePatch = z.infer<typeof investorProfilePatch>;

export const ACCREDITATION_VERIFICATION_TYPES = ['phone-call', 'letter'] as const;
export type AccreditationVerificationType = (typeof ACCREDITATION_VERIFICATION_TYPES)[number];
/** One rule for every typed signature (spec §9: at most 20 characters). */
export const SIGNATURE_MAX = SIGNATURE_LIMITS.typedMax;
/** Spec §9: the investor types their name or uploads an image of their signature. */
export const ACCREDITATION_SIGNATURE_TYPES = ['typed', 'image'] as const;

/**
 * The text fields of the accreditation form (multipart; the letter and the signature image are
 * files checked by content apart). Spec §5: phone verification value 8 to 13 characters; the
 * accredited-investor checkbox must be ticked. Spec §9: a typed signature is at most 20
 * characters; with `signatureType: image` the file `signatureImage` signs instead.
 */
export const accreditationSubmitInput = z
  .object({
    verificationType: z.enum(ACCREDITATION_VERIFICATION_TYPES, 'validation.invalidOption'),
    verificationPhone: emptyToNull(
      z
        .string()
        .trim()
        .min(LIMITS.phoneMin, 'identity.accreditation.phoneLength')
        .max(LIMITS.phoneMax, 'identity.accreditation.phoneLength'),
    ),
    signatureType: z.enum(ACCREDITATION_SIGNATURE_TYPES, 'validation.invalidOption').default('typed'),
    signature: emptyToNull(z.string().trim().max(SIGNATURE_MAX, 'identity.accreditation.signatureTooLong')),
    acceptTerms: formBoolean.default(false).refine((v) => v === true, 'identity.accreditation.checkboxRequired'),
  })
  .superRefine((value, ctx) => {
    if (value.verificationType === 'phone-call' && !value.verificationPhone)
      ctx.addIssue({ code: 'custom', path: ['verificationPhone'], message: 'identity.accreditation.phoneLength' });
    if (value.signatureType === 'typed' && !value.signature)
      ctx.addIssue({ code: 'custom', path: ['signature'], message: 'identity.accreditation.signatureRequired' });
  });
export type AccreditationSubmitInput = z.infer<typeof accreditationSubmitInput>;

export const KYC_EMPLOYMENT_STATUSES = ['employed', 'self-employed', 'unemployed', 'retired', 'student'] as const;
export const KYC_INVESTING_FOR = ['self', 'other'] as const;
export type KycInvestingFor = (typeof KYC_INVESTING_FOR)[number];
export const KYC_DOCUMENT_TYPES = ['passport', 'id-card', 'driving-licence', 'proof-of-address', 'other'] as const;
export type KycDocumentType = (typeof KYC_DOCUMENT_TYPES)[number];

/** Spec §3 "Identity verification (KYC)": the party's personal and financial fields. */
const kycPartyFields = z.object({
  firstName: personName,
  middleInitial: emptyToNull(
    z
      .string()
      .trim()
      .regex(/^\p{L}\.?$/u, 'identity.kyc.middleInitial'),
  ),
  lastName: personName,
  dateOfBirth,
  domicile: z.enum(KYC_DOMICILES, 'validation.invalidOption'),
  primaryAddress: z.string().trim().min(1, 'validation.required').max(200, 'validation.tooLong'),
  city: z.string().trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
  state: text(100),
  postalCode,
  country: countryCode,
  alternateEmail: emptyToNull(email),
  alternatePhone: emptyToNull(phoneNumber),
  occupation: text(100),
  brokerDealerAssociated: formBoolean.optional(),
  employmentStatus: emptyToNull(z.enum(KYC_EMPLOYMENT_STATUSES, 'validation.invalidOption')),
  employerName: text(100),
  employerDetails: text(500),
  currentAnnualIncome: minorAmount,
  averageAnnualIncome: minorAmount,
  currentHouseholdIncome: minorAmount,
  averageHouseholdIncome: minorAmount,
  householdNetWorth: minorAmount,
  tags: text(200),
  notes: text(1000),
  investingFor: z.enum(KYC_INVESTING_FOR, 'validation.invalidOption').optional(),
  /** Issue 14 §11: the SSN or national ID, kept (encrypted) in the shared identity record, never on the party. */
  ssn: ssnInput,
});

export const kycPartyInput = kycPartyFields.extend({
  brokerDealerAssociated: formBoolean.default(false),
  investingFor: z.enum(KYC_INVESTING_FOR, 'validation.invalidOption').default('self'),
});
export type KycPartyInput = z.infer<typeof kycPartyInput>;

/** PATCH: any subset, no defaults (an absent field stays as stored). */
export const kycPartyPatch = kycPartyFields.partial();
export type KycPartyPatch = z.infer<typeof kycPartyPatch>;

export const kycDocumentInput = z.object({
  documentType: z.enum(KYC_DOCUMENT_TYPES, 'validation.invalidOption'),
});
