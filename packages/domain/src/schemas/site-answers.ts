// Issue 1, what the API answers every page of the site: the shell (settings, languages, menus,
// meta, taxonomy, captcha flags), the signed-in user, and the content pages. The site's types
// are Wire<> of them.
import { MENU_POSITIONS, USER_TYPES } from '../constants';
import { z } from '../zod-setup';
import { currencyOptionOut } from './catalogue-answers';
import { CAPTCHA_PROVIDERS, LINK_TARGETS, MENU_LINK_TYPES, TEXT_DIRECTIONS } from './vocabularies';
import { nullableString as str } from './wire';

export const siteSettingsOut = z.object({
  siteName: z.string(),
  siteLogo: str,
  darkLogo: str,
  favIcon: str,
  sitePrimaryColor: z.string(),
  siteSecondaryColor: z.string(),
  timezone: z.string(),
  googleAnalyticsCode: str,
  contactEmail: str,
  walletModule: z.boolean(),
  mangoPayModule: z.boolean(),
  enableShareCertificate: z.boolean(),
  onlyAdminCreateCampaign: z.boolean(),
  adminSeesBothViews: z.boolean(),
  maintainanceMode: z.boolean(),
  currency: currencyOptionOut.nullable(),
  mangoPayCurrency: currencyOptionOut.nullable(),
  enableRestrictMapCountry: z.boolean(),
  restrictMapCountryList: z.array(z.string()),
  defaultLanguage: z.string(),
});

export const languageOut = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  nativeName: z.string(),
  direction: z.enum(TEXT_DIRECTIONS),
  isDefault: z.boolean(),
});

export const metaOut = z.object({
  lang: z.string(),
  metaTitle: z.string(),
  metaDescription: z.string(),
  metaKeywords: str,
  ogImage: str,
  twitterHandle: str,
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

export const captchaOut = z.object({
  provider: z.enum(CAPTCHA_PROVIDERS),
  recaptchaSiteKey: str,
  adminLogin: z.boolean(),
  frontLogin: z.boolean(),
  frontSignup: z.boolean(),
  contactUs: z.boolean(),
  newsletter: z.boolean(),
  comments: z.boolean(),
});

export const socialSignupOut = z.object({ provider: z.string(), enabled: z.boolean(), clientId: str });

export const customImageOut = z.object({ slot: z.string(), title: z.string(), image: z.string() });

export const menuItemOut = z.object({
  id: z.number(),
  title: z.string(),
  linkType: z.enum(MENU_LINK_TYPES),
  url: z.string(),
  urlTarget: z.enum(LINK_TARGETS),
  contentPageSlug: str,
  socialIcon: str,
});
export const menuOut = z.object({
  id: z.number(),
  position: z.enum(MENU_POSITIONS),
  lang: z.string(),
  title: z.string(),
  items: z.array(menuItemOut),
});

/**
 * GET /site/shell: everything the site's layout needs for one language in one cached answer, so
 * that a page render costs one call for the shell (spec §4 "Startup fetches").
 */
export const shellOut = z.object({
  lang: z.string(),
  settings: siteSettingsOut,
  languages: z.array(languageOut),
  menus: z.array(menuOut),
  hasFooterFaqs: z.boolean(),
  footerPages: z.array(z.object({ slug: z.string(), title: z.string() })),
  meta: metaOut,
  taxonomy: taxonomyOut,
  captcha: captchaOut,
  socialSignup: z.array(socialSignupOut),
  customImages: z.array(customImageOut),
});

/** What a signed-in user may see of their own account: never hashes or secrets. */
export const meOut = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  slug: z.string(),
  photo: str,
  userType: z.enum(USER_TYPES).nullable(),
  isAdmin: z.boolean(),
  notificationLanguage: z.string(),
  enableTwoFactorAuth: z.boolean(),
  createdAt: z.date(),
});

/** Flags the header's dropdown rules need (spec §2). */
export const headerFlagsOut = z.object({
  hasShareCertificates: z.boolean(),
  hasSavedInvestments: z.boolean(),
  hasReservations: z.boolean(),
  unreadNotifications: z.number(),
});

/** GET /users/me: the user, the dashboards to show (spec §4 "Display mode by role") and when the session ends. */
export const meFullOut = meOut.extend({
  header: headerFlagsOut,
  displayMode: z.object({ investorDisplay: z.boolean(), campaignOwnerDisplay: z.boolean() }),
  sessionExpiresAt: z.date(),
});

/** Content pages, footer FAQs, the help centre and the home page's slider. */
export const contentPageSummaryOut = z.object({ slug: z.string(), title: z.string(), showInFooter: z.boolean(), lang: z.string() });
export const contentPageOut = z.object({
  slug: z.string(),
  lang: z.string(),
  title: z.string(),
  bodyHtml: z.string(),
  metaTitle: str,
  metaDescription: str,
  updatedAt: z.date(),
});
export const contentFaqOut = z.object({
  id: z.number(),
  lang: z.string(),
  question: z.string(),
  answer: z.string(),
  showInFooter: z.boolean(),
});
export const helpCategoryOut = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  description: str,
  lang: z.string(),
  questions: z.array(z.object({ id: z.number(), question: z.string() })),
});
export const helpCategoryWithAnswersOut = helpCategoryOut.extend({
  questions: z.array(z.object({ id: z.number(), question: z.string(), answer: z.string() })),
});
export const helpQuestionOut = z.object({
  id: z.number(),
  question: z.string(),
  answer: z.string(),
  category: z.object({ id: z.number(), slug: z.string(), name: z.string(), lang: z.string() }),
});
export const slideOut = z.object({
  id: z.number(),
  lang: z.string(),
  title: z.string(),
  description: str,
  image: z.string(),
  buttonText: str,
  buttonUrl: str,
});

/** GET /captcha: a server-made text captcha to answer. */
export const captchaChallengeOut = z.object({ captchaId: z.string(), svg: z.string() });
