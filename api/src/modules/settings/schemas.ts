import { CURRENCY_FORMATS } from '@cf/domain';
import { z } from 'zod';

export const currencyOut = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  symbol: z.string(),
  displayFormat: z.enum(CURRENCY_FORMATS),
  decimals: z.number(),
});

export const siteSettingsOut = z.object({
  siteName: z.string(),
  siteLogo: z.string().nullable(),
  darkLogo: z.string().nullable(),
  favIcon: z.string().nullable(),
  sitePrimaryColor: z.string(),
  siteSecondaryColor: z.string(),
  timezone: z.string(),
  googleAnalyticsCode: z.string().nullable(),
  contactEmail: z.string().nullable(),
  walletModule: z.boolean(),
  mangoPayModule: z.boolean(),
  enableShareCertificate: z.boolean(),
  onlyAdminCreateCampaign: z.boolean(),
  adminSeesBothViews: z.boolean(),
  maintainanceMode: z.boolean(),
  currency: currencyOut.nullable(),
  mangoPayCurrency: currencyOut.nullable(),
  enableRestrictMapCountry: z.boolean(),
  restrictMapCountryList: z.array(z.string()),
  defaultLanguage: z.string(),
});

export const languageOut = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  nativeName: z.string(),
  direction: z.enum(['ltr', 'rtl']),
  isDefault: z.boolean(),
});

export const metaOut = z.object({
  lang: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  metaKeywords: z.string().nullable(),
  ogImage: z.string().nullable(),
  twitterHandle: z.string().nullable(),
});

export const taxonomyOut = z.object({
  lang: z.string(),
  projectSingular: z.string(),
  projectPlural: z.string(),
  investorSingular: z.string(),
  investorPlural: z.string(),
  ownerSingular: z.string(),
  ownerPlural: z.string(),
});

export const revenueOut = z.object({
  fixedSuccessFeeBps: z.number(),
  flexibleSuccessFeeBps: z.number(),
  flexibleFailFeeBps: z.number(),
  topUpFeeBps: z.number(),
  topUpFlatFee: z.number(),
  withdrawalFlatFee: z.number(),
});

export const campaignSettingsOut = z.object({
  minGoal: z.number(),
  maxGoal: z.number(),
  minInvestment: z.number(),
  minEquityPercent: z.number(),
  maxEquityPercent: z.number(),
  minValuation: z.number(),
  maxValuation: z.number(),
  minInterestRate: z.number(),
  maxInterestRate: z.number(),
  minTermMonths: z.number(),
  maxTermMonths: z.number(),
  maxCampaignDays: z.number(),
  campaignLimitPerUser: z.number(),
  requireCampaignApproval: z.boolean(),
});

export const captchaOut = z.object({
  provider: z.enum(['svg', 'recaptcha']),
  recaptchaSiteKey: z.string().nullable(),
  adminLogin: z.boolean(),
  frontLogin: z.boolean(),
  frontSignup: z.boolean(),
  contactUs: z.boolean(),
  newsletter: z.boolean(),
  comments: z.boolean(),
});

export const socialSignupOut = z.object({ provider: z.string(), enabled: z.boolean(), clientId: z.string().nullable() });

export const customImageOut = z.object({ slot: z.string(), title: z.string(), image: z.string() });
