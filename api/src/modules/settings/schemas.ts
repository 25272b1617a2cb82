/** The public settings' answers are the domain's (schemas/catalogue-answers.ts and site-answers.ts). */
export {
  campaignSettingsOut,
  captchaOut,
  currencyOptionOut as currencyOut,
  customImageOut,
  languageOut,
  metaOut,
  revenueOut,
  siteSettingsOut,
  socialSignupOut,
  taxonomyOut,
} from '@cf/domain';
