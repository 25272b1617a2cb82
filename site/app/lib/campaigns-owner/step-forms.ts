/**
 * The wizard's forms: the domain's own step schemas (the ones the API validates with), with the
 * amounts typed in major units of the campaign's currency and the interest rate in percent, and
 * the spec §5 rules between fields (campaignRuleIssues) checked on the values the owner sees.
 * The same factories run in the browser (Conform onValidate) and in the route's action.
 */
import { formatMoney } from '@cf/domain/currency-format';
import {
  type BankScheme,
  type CampaignBounds,
  type CampaignRuleValues,
  campaignRuleIssues,
  campaignStoryInput,
  campaignTermsInput,
  companyProfileInput,
  defaultBankScheme,
  extrasInfoInput,
  fundraisingDetailInput,
  paymentDetailInput,
  propertyInfoInput,
} from '@cf/domain/schemas/campaigns';
import { type z } from '@cf/domain/zod-setup';
import { majorAmountField, percentToBpsField } from './money';
import type { Campaign, Currency } from './types';

const money = (decimals: number, field: z.ZodType) => majorAmountField(decimals, field);

/** Step 1: company (and property information, for a real-estate campaign). */
export function companyForm(decimals: number) {
  const c = companyProfileInput.shape;
  return companyProfileInput.extend({
    previouslyRaised: money(decimals, c.previouslyRaised),
    totalRevenue: money(decimals, c.totalRevenue),
    ...propertyInfoInput.shape,
  });
}
export const COMPANY_FIELDS = Object.keys(companyProfileInput.shape);
export const PROPERTY_FIELDS = Object.keys(propertyInfoInput.shape);

export const FUNDRAISING_MONEY = ['goal', 'minimumRaise', 'maximumRaise', 'minimumInvestment', 'maximumInvestment'] as const;
export const TERMS_MONEY = ['preMoneyValuation', 'pricePerShare'] as const;
export const FUNDRAISING_FIELDS = Object.keys(fundraisingDetailInput.shape);
export const TERMS_FIELDS = {
  equity: ['availableShares', 'equityAvailable', 'preMoneyValuation', 'pricePerShare'],
  debt: ['interestRateBps', 'investFrequency', 'termLengthMonths', 'paybackStartDate', 'repaymentMethod'],
  convertible: ['maturityDate', 'conversionTrigger', 'redemptionTerms'],
} as const;

export type RuleSetup = {
  bounds: CampaignBounds;
  /** Today in the site's time zone (YYYY-MM-DD). */
  today: string;
  currency: Currency;
  lang: string;
  /** The stored campaign: rules read the values of the other steps from it. */
  stored: Campaign;
};

const RULE_FIELDS: (keyof CampaignRuleValues)[] = [
  'goal',
  'minimumRaise',
  'maximumRaise',
  'minimumInvestment',
  'maximumInvestment',
  'openDate',
  'closingDate',
  'equityAvailable',
  'preMoneyValuation',
  'pricePerShare',
  'interestRateBps',
  'termLengthMonths',
];

/** Step 2: fundraising detail and the terms of the chosen type, with the rules between them. */
export function fundraisingForm(setup: RuleSetup) {
  const { decimals } = setup.currency;
  const f = fundraisingDetailInput.shape;
  const terms = campaignTermsInput.shape;
  return fundraisingDetailInput
    .extend({
      ...Object.fromEntries(FUNDRAISING_MONEY.map((k) => [k, money(decimals, f[k])])),
      ...terms,
      preMoneyValuation: money(decimals, terms.preMoneyValuation),
      pricePerShare: money(decimals, terms.pricePerShare),
      interestRateBps: percentToBpsField(terms.interestRateBps),
    })
    .superRefine((value, ctx) => {
      const sent = value as Record<string, unknown>;
      const touched = new Set(Object.keys(sent).filter((k) => sent[k] !== undefined));
      const merged = {
        investingType: (sent.investingType as 'equity' | 'debt' | undefined) ?? setup.stored.investingType,
      } as CampaignRuleValues;
      for (const key of RULE_FIELDS) {
        const given = sent[key];
        (merged as Record<string, unknown>)[key] = given !== undefined ? given : (setup.stored[key] ?? null);
      }
      const issues = campaignRuleIssues(
        merged,
        { bounds: setup.bounds, today: setup.today, money: (minor) => formatMoney(minor, setup.currency, setup.lang) },
        touched,
      );
      for (const issue of issues) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message, ...issue.params });
    });
}

/** Step 3: the story (the image is uploaded with its own form). */
export const storyForm = campaignStoryInput;
export const STORY_FIELDS = Object.keys(campaignStoryInput.shape);

/** Step 5: analytics id, social links and the contract flags. */
export const extrasForm = extrasInfoInput;
export const EXTRAS_FIELDS = Object.keys(extrasInfoInput.shape);

/** Step 6: the payout bank account (spec §5 bank rules) in the owner's bank scheme (issue 14 §8). */
export const fundingForm = paymentDetailInput;
export const FUNDING_FIELDS = [
  'bankScheme',
  'bankName',
  'accountType',
  'accountNumber',
  'confirmAccountNumber',
  'routingNumber',
  'sortCode',
  'iban',
  'bic',
  'tos',
  'accountHolderName',
  'currentPassword',
  'twoFactorCode',
];

/** The bank fields of a stored account, once the API answers them (older answers leave them out). */
type StoredBank = Partial<{ bankScheme: BankScheme; sortCode: string | null; bic: string | null }>;

/**
 * Step 6: the scheme offered first: the stored account's (one with a routing number is a US one),
 * else the owner's country's (GB → UK, US → US, others → IBAN), else the campaign currency's.
 */
export function fundingBank(campaign: Campaign): Required<StoredBank> {
  const payout = campaign.payout as (NonNullable<Campaign['payout']> & StoredBank) | null;
  const stored = payout?.bankScheme ?? (payout?.routingNumber ? 'us' : undefined);
  return {
    bankScheme: stored ?? defaultBankScheme({ country: campaign.ownerCountry, currencyCode: campaign.currencyCode }),
    sortCode: payout?.sortCode ?? null,
    bic: payout?.bic ?? null,
  };
}

/** A form value with the fields the owner emptied set to null (a PATCH clears them; absent ones stay). */
export function withClears<T extends Record<string, unknown>>(value: T, formData: FormData, fields: readonly string[]): T {
  const out: Record<string, unknown> = { ...value };
  for (const field of fields) {
    const raw = formData.get(field);
    if (out[field] === undefined && typeof raw === 'string' && raw.trim() === '') out[field] = null;
  }
  return out as T;
}

/** Only the listed keys that have a value (undefined means "not on this form"). */
export function pick(value: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((k) => value[k] !== undefined).map((k) => [k, value[k]]));
}

/** Unticked boxes are not posted: on a form that shows them, absent means "no". */
export function withUnticked<T extends Record<string, unknown>>(value: T, boxes: readonly string[]): T {
  return { ...value, ...Object.fromEntries(boxes.map((b) => [b, value[b] ?? false])) };
}
