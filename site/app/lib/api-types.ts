/**
 * The shapes the site reads from the API (shell, signed-in user, content pages, captcha): the
 * domain's response schemas as they arrive over JSON (dates as ISO strings, see
 * docs/decisions/008-shapes-in-domain.md).
 */
import type {
  captchaChallengeOut,
  captchaOut,
  contentFaqOut,
  contentPageOut,
  helpCategoryOut,
  helpCategoryWithAnswersOut,
  helpQuestionOut,
  languageOut,
  meFullOut,
  menuItemOut,
  menuOut,
  metaOut,
  shellOut,
  siteSettingsOut,
  slideOut,
  WireOf,
} from '@cf/domain';

export type MenuItem = WireOf<typeof menuItemOut>;
export type Menu = WireOf<typeof menuOut>;
export type SiteSettings = WireOf<typeof siteSettingsOut>;
export type Language = WireOf<typeof languageOut>;
export type SiteMeta = WireOf<typeof metaOut>;
export type CaptchaFlags = WireOf<typeof captchaOut>;
export type Shell = WireOf<typeof shellOut>;
/** GET /users/me. */
export type Me = WireOf<typeof meFullOut>;

export type ContentPage = WireOf<typeof contentPageOut>;
export type Faq = WireOf<typeof contentFaqOut>;
export type HelpCategory = WireOf<typeof helpCategoryOut>;
export type HelpCategoryWithAnswers = WireOf<typeof helpCategoryWithAnswersOut>;
export type HelpQuestion = WireOf<typeof helpQuestionOut>;
export type Slide = WireOf<typeof slideOut>;
export type Captcha = WireOf<typeof captchaChallengeOut>;
