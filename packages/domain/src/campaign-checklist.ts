import type { InvestingType } from './schemas/campaign-fields';

/**
 * The go-live checklist (spec §2, §4 "a step is incomplete while any required field is empty";
 * six steps). Pure: the API answers it, the site shows it, submission requires it ready.
 */
export const CHECKLIST_SECTIONS = ['company', 'fundraising', 'story', 'faqs', 'extras', 'funding'] as const;
export type ChecklistSectionKey = (typeof CHECKLIST_SECTIONS)[number];
export type ChecklistSection = { key: ChecklistSectionKey; ready: boolean; missing: string[] };
export type Checklist = { sections: ChecklistSection[]; ready: boolean };

type Value = string | number | boolean | null | undefined;

/** The campaign's own fields the checklist reads (a stored row fits). */
export type ChecklistCampaign = {
  investingType: InvestingType;
  campaignAccreditation: string | null;
  termsSlug: string | null;
  companyName: Value;
  companyTagLine: Value;
  companyEmail: Value;
  companyPhone: Value;
  companyAddress: Value;
  companyDescription: Value;
  companyLogo: Value;
  categoryId: Value;
  industryId: Value;
  currencyCode: Value;
  goal: Value;
  minimumRaise: Value;
  maximumRaise: Value;
  minimumInvestment: Value;
  closingDate: string | null;
  campaignStageId: Value;
  investingRoundId: Value;
  availableShares: Value;
  equityAvailable: Value;
  preMoneyValuation: Value;
  pricePerShare: Value;
  interestRateBps: Value;
  investFrequency: Value;
  termLengthMonths: Value;
  paybackStartDate: Value;
  repaymentMethod: Value;
  campaignName: Value;
  uploadType: Value;
  campaignImage: Value;
  videoUrl: Value;
  campaignStory: Value;
  contractCopy: boolean;
  manageContract: boolean;
  contractFileId: Value;
};

export type ChecklistParts = {
  /** Property information; required when the campaign is a real-estate one. */
  property: Partial<Record<(typeof PROPERTY_REQUIRED)[number], Value>> | null;
  isRealEstate: boolean;
  payout: {
    /** Absent on rows from before the schemes: those are US accounts. */
    bankScheme?: Value;
    bankName: Value;
    accountType: Value;
    /** The last four of the scheme's account identifier: US or UK account number, or IBAN. */
    accountNumberLast4: Value;
    routingNumber: Value;
    sortCode?: Value;
    tosAcceptedAt: Date | string | null;
    achAccountId: Value;
  } | null;
  /** The campaign's FAQs (answers to platform questions carry questionId). */
  faqs: readonly { questionId: number | null; answer: string | null }[];
  /** The platform's required questions that apply to this campaign's investing type. */
  requiredQuestionIds: readonly number[];
  /** Today (YYYY-MM-DD, site time zone): a closing date that has passed counts as missing. */
  today?: string;
};

export const COMPANY_REQUIRED = [
  'companyName',
  'companyTagLine',
  'companyEmail',
  'companyAddress',
  'categoryId',
  'industryId',
  'companyLogo',
  'companyPhone',
  'companyDescription',
] as const;
export const PROPERTY_REQUIRED = ['propertyName', 'propertyStreet', 'propertyCity', 'propertyCountry', 'propertyDetail'] as const;
export const FUNDRAISING_REQUIRED = [
  'currencyCode',
  'goal',
  'minimumRaise',
  'maximumRaise',
  'minimumInvestment',
  'closingDate',
  'campaignStageId',
  'investingRoundId',
  'investingType',
  'campaignAccreditation',
  'termsSlug',
] as const;
export const TERMS_REQUIRED = {
  equity: ['availableShares', 'equityAvailable', 'preMoneyValuation', 'pricePerShare'],
  debt: ['interestRateBps', 'investFrequency', 'termLengthMonths', 'paybackStartDate', 'repaymentMethod'],
} as const;
export const STORY_REQUIRED = ['campaignName', 'campaignStory', 'uploadType', 'campaignImage'] as const;
export const FUNDING_REQUIRED = ['bankName', 'accountType', 'accountNumber', 'routingNumber', 'tos'] as const;

/**
 * How a payout account is identified (issue 14 §8): US account + routing number, an IBAN (with
 * a BIC in Europe; optional in the Gulf), or a UK sort code + account number.
 */
export const BANK_SCHEMES = ['us', 'iban', 'uk'] as const;
export type BankScheme = (typeof BANK_SCHEMES)[number];
/** What a complete account of each scheme holds (the BIC rule depends on the IBAN's country: see the input). */
export const FUNDING_REQUIRED_BY_SCHEME: Record<BankScheme, readonly string[]> = {
  us: FUNDING_REQUIRED,
  uk: ['bankName', 'sortCode', 'accountNumber', 'tos'],
  iban: ['bankName', 'iban', 'tos'],
};
/** Gulf IBAN countries: the IBAN alone routes the payment, a BIC is optional. */
export const IBAN_ONLY_COUNTRIES = ['AE', 'SA', 'QA', 'BH', 'KW', 'OM'] as const;

/**
 * The scheme offered first: from the owner's country when known, else from the campaign's
 * currency (GB/GBP → uk, US/USD → us, Europe, the Gulf and the rest of the world → iban).
 */
export function defaultBankScheme(from: { country?: string | null; currencyCode?: string | null }): BankScheme {
  const country = from.country?.trim().toUpperCase();
  if (country) return country === 'GB' ? 'uk' : country === 'US' ? 'us' : 'iban';
  const currency = from.currencyCode?.trim().toUpperCase();
  return currency === 'GBP' ? 'uk' : currency === 'USD' ? 'us' : 'iban';
}

const schemeOf = (v: Value): BankScheme => ((BANK_SCHEMES as readonly unknown[]).includes(v) ? (v as BankScheme) : 'us');

const empty = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
const missingOf = (source: Record<string, unknown>, keys: readonly string[], prefix = '') =>
  keys.filter((k) => empty(source[k])).map((k) => `${prefix}${k}`);

/** Every section, ready or not, with the field keys still missing (FAQs: `faqs.<questionId>`). */
export function campaignChecklist(campaign: ChecklistCampaign, parts: ChecklistParts): Checklist {
  const c = campaign as unknown as Record<string, unknown>;

  const company = missingOf(c, COMPANY_REQUIRED);
  if (parts.isRealEstate) company.push(...missingOf(parts.property ?? {}, PROPERTY_REQUIRED, 'property.'));

  const fundraising = missingOf(c, [...FUNDRAISING_REQUIRED, ...TERMS_REQUIRED[campaign.investingType]]);
  if (parts.today && campaign.closingDate && campaign.closingDate <= parts.today && !fundraising.includes('closingDate'))
    fundraising.push('closingDate');

  const story = missingOf(c, STORY_REQUIRED);
  if (campaign.uploadType === 'video' && empty(campaign.videoUrl)) story.push('videoUrl');

  const answered = new Set(parts.faqs.filter((f) => f.questionId !== null && !empty(f.answer)).map((f) => f.questionId));
  const faqs = parts.requiredQuestionIds.filter((id) => !answered.has(id)).map((id) => `faqs.${id}`);

  // Spec §5: the contract upload is required only when contractCopy is on and manageContract is yes.
  const extras = campaign.contractCopy && campaign.manageContract && empty(campaign.contractFileId) ? ['contractFile'] : [];

  const payout = parts.payout;
  const stored = payout?.accountNumberLast4;
  const funding =
    payout && !empty(payout.achAccountId)
      ? []
      : missingOf(
          {
            bankName: payout?.bankName,
            accountType: payout?.accountType,
            accountNumber: stored,
            iban: stored,
            routingNumber: payout?.routingNumber,
            sortCode: payout?.sortCode,
            tos: payout?.tosAcceptedAt ? 'accepted' : null,
          },
          FUNDING_REQUIRED_BY_SCHEME[schemeOf(payout?.bankScheme)],
        );

  const byKey: Record<ChecklistSectionKey, string[]> = { company, fundraising, story, faqs, extras, funding };
  const sections = CHECKLIST_SECTIONS.map((key) => ({ key, ready: byKey[key].length === 0, missing: byKey[key] }));
  return { sections, ready: sections.every((s) => s.ready) };
}
