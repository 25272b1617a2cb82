import { CAPTCHA_PLACES, SOCIAL_PROVIDERS } from '../constants';
import { z } from '../zod-setup';
import { analyticsId, emptyToNull, hexColour, imageRef, ipList, langCode, requiredText } from './common';
import { CAPTCHA_PROVIDERS } from './vocabularies';

/** Site settings (spec §3), one record, edited as a grouped form. */
export const siteSettingsInput = z.object({
  siteName: requiredText(80),
  siteLogo: emptyToNull(imageRef),
  darkLogo: emptyToNull(imageRef),
  favIcon: emptyToNull(imageRef),
  sitePrimaryColor: hexColour,
  siteSecondaryColor: hexColour,
  timezone: z
    .string()
    .trim()
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, 'validation.timezone'),
  googleAnalyticsCode: emptyToNull(analyticsId),
  contactEmail: emptyToNull(z.email('validation.invalidEmail')),
  walletModule: z.boolean(),
  mangoPayModule: z.boolean(),
  enableShareCertificate: z.boolean(),
  onlyAdminCreateCampaign: z.boolean(),
  requireTwoFactor: z.boolean(),
  adminSeesBothViews: z.boolean(),
  maintainanceMode: z.boolean(),
  exceptIP: emptyToNull(ipList),
  currencyId: z.coerce.number().int().positive(),
  mangoPayCurrencyId: emptyToNull(z.coerce.number().int().positive()),
  enableRestrictMapCountry: z.boolean(),
  restrictMapCountryList: z
    .array(z.string().regex(/^[A-Z]{2}$/, 'validation.countryCode'))
    .max(250)
    .default([]),
  defaultLanguage: langCode,
});
export type SiteSettingsInput = z.infer<typeof siteSettingsInput>;

export const maintenanceToggleInput = z.object({ maintainanceMode: z.boolean() });

export const metaSettingsInput = z.object({
  lang: langCode,
  metaTitle: requiredText(120),
  metaDescription: requiredText(300),
  metaKeywords: emptyToNull(z.string().trim().max(300)),
  ogImage: emptyToNull(imageRef),
  twitterHandle: emptyToNull(
    z
      .string()
      .trim()
      .regex(/^@?[A-Za-z0-9_]{1,15}$/, 'validation.invalidFormat'),
  ),
});

const percentBps = z.coerce.number().int().min(0).max(10_000);

/** Fees in basis points (1% = 100) so that no fee is ever a float. */
export const revenueSettingsInput = z.object({
  fixedSuccessFeeBps: percentBps,
  flexibleSuccessFeeBps: percentBps,
  flexibleFailFeeBps: percentBps,
  topUpFeeBps: percentBps,
  topUpFlatFee: z.coerce.number().int().min(0),
  withdrawalFlatFee: z.coerce.number().int().min(0),
});

/**
 * The operator's investing settings (investment_settings): KYC before paying, how long a started
 * payment holds its shares, wallet limits (major units), the closing grace period, the amount
 * above which a payout needs a second staff member, and how long a saved investment waits.
 */
export const investmentSettingsInput = z.object({
  kycRequired: z.boolean(),
  reservationMinutes: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60),
  topUpMaxMajor: z.coerce.number().int().min(1).max(100_000_000),
  withdrawalMaxMajor: z.coerce.number().int().min(1).max(100_000_000),
  closingGraceDays: z.coerce.number().int().min(0).max(90),
  payoutDualApprovalMajor: z.coerce.number().int().min(0).max(1_000_000_000),
  savedInvestmentExpiryDays: z.coerce.number().int().min(1).max(365),
});

const boundPair = <K extends string>(min: K, max: K) => ({ min, max });

/** Bounds the campaign wizard applies; amounts in minor units of the campaign's currency. */
export const campaignSettingsInput = z
  .object({
    minGoal: z.coerce.number().int().positive(),
    maxGoal: z.coerce.number().int().positive(),
    minInvestment: z.coerce.number().int().positive(),
    minEquityPercent: z.coerce.number().min(0).max(100),
    maxEquityPercent: z.coerce.number().min(0).max(100),
    minValuation: z.coerce.number().int().min(0),
    maxValuation: z.coerce.number().int().positive(),
    minInterestRate: z.coerce.number().min(0).max(100),
    maxInterestRate: z.coerce.number().min(0).max(100),
    minTermMonths: z.coerce.number().int().min(1),
    maxTermMonths: z.coerce.number().int().min(1).max(600),
    maxCampaignDays: z.coerce.number().int().min(1).max(365),
    campaignLimitPerUser: z.coerce.number().int().min(0),
    requireCampaignApproval: z.boolean(),
  })
  .superRefine((v, ctx) => {
    const pairs = [
      boundPair('minGoal', 'maxGoal'),
      boundPair('minEquityPercent', 'maxEquityPercent'),
      boundPair('minValuation', 'maxValuation'),
      boundPair('minInterestRate', 'maxInterestRate'),
      boundPair('minTermMonths', 'maxTermMonths'),
    ] as const;
    for (const { min, max } of pairs) {
      if (v[min] > v[max]) ctx.addIssue({ code: 'custom', path: [max], message: 'validation.maxBelowMin' });
    }
  });

export const taxonomySettingsInput = z.object({
  lang: langCode,
  projectSingular: requiredText(40),
  projectPlural: requiredText(40),
  investorSingular: requiredText(40),
  investorPlural: requiredText(40),
  ownerSingular: requiredText(40),
  ownerPlural: requiredText(40),
});

export const socialSignupInput = z.object({
  provider: z.enum(SOCIAL_PROVIDERS),
  enabled: z.boolean(),
  clientId: emptyToNull(z.string().trim().max(300)),
  clientSecret: emptyToNull(z.string().trim().max(300)),
});

export const captchaSettingsInput = z.object({
  provider: z.enum(CAPTCHA_PROVIDERS),
  recaptchaSiteKey: emptyToNull(z.string().trim().max(200)),
  recaptchaSecretKey: emptyToNull(z.string().trim().max(200)),
  ...(Object.fromEntries(CAPTCHA_PLACES.map((p) => [p, z.boolean()])) as Record<(typeof CAPTCHA_PLACES)[number], z.ZodBoolean>),
});
