/** What other modules (and the console, jobs and web layers) use of the settings module. */
export { captchaRow, effectiveCaptchaProvider, maintenanceState, publicRevenue } from './service';
export {
  activeLanguages,
  publicCaptcha,
  publicCustomImages,
  publicMeta,
  publicSiteSettings,
  publicSocialSignup,
  publicTaxonomy,
} from './service';
export { captchaOut, customImageOut, languageOut, metaOut, siteSettingsOut, socialSignupOut, taxonomyOut } from './schemas';
