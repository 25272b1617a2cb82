/**
 * The shapes the site reads from the API (api/src/modules/{shell,content,auth}/...). Written out
 * here, not imported, so the site's type check does not pull in the server's sources.
 */
import type { UserType } from '@cf/domain';

export type MenuItem = {
  id: number;
  title: string;
  linkType: 'custom' | 'page';
  url: string;
  urlTarget: '_self' | '_blank';
  contentPageSlug: string | null;
  socialIcon: string | null;
};

export type Menu = { id: number; position: 'header' | 'footer' | 'social'; lang: string; title: string; items: MenuItem[] };

export type SiteSettings = {
  siteName: string;
  siteLogo: string | null;
  darkLogo: string | null;
  favIcon: string | null;
  sitePrimaryColor: string;
  siteSecondaryColor: string;
  googleAnalyticsCode: string | null;
  walletModule: boolean;
  mangoPayModule: boolean;
  enableShareCertificate: boolean;
  onlyAdminCreateCampaign: boolean;
  adminSeesBothViews: boolean;
  defaultLanguage: string;
};

export type Language = { id: number; code: string; name: string; nativeName: string; direction: 'ltr' | 'rtl'; isDefault: boolean };

export type SiteMeta = {
  lang: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string | null;
  ogImage: string | null;
  twitterHandle: string | null;
};

export type CaptchaFlags = {
  provider: 'svg' | 'recaptcha';
  recaptchaSiteKey: string | null;
  frontLogin: boolean;
  frontSignup: boolean;
  contactUs: boolean;
  newsletter: boolean;
  comments: boolean;
};

export type Shell = {
  lang: string;
  settings: SiteSettings;
  languages: Language[];
  menus: Menu[];
  hasFooterFaqs: boolean;
  footerPages: { slug: string; title: string }[];
  meta: SiteMeta;
  captcha: CaptchaFlags;
  customImages: { slot: string; title: string; image: string }[];
};

export type Me = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  slug: string;
  photo: string | null;
  userType: UserType | null;
  isAdmin: boolean;
  header: { hasShareCertificates: boolean; hasSavedInvestments: boolean; unreadNotifications: number };
};

export type ContentPage = { slug: string; title: string; bodyHtml: string; metaTitle: string | null; metaDescription: string | null };
export type Faq = { id: number; question: string; answer: string };
export type HelpCategory = {
  id: number;
  slug: string;
  name: string;
  description: string | null;
  questions: { id: number; question: string }[];
};
export type HelpCategoryWithAnswers = Omit<HelpCategory, 'questions'> & { questions: { id: number; question: string; answer: string }[] };
export type HelpQuestion = { id: number; question: string; answer: string; category: { id: number; slug: string; name: string } };
export type Slide = {
  id: number;
  title: string;
  description: string | null;
  image: string;
  buttonText: string | null;
  buttonUrl: string | null;
};
export type Captcha = { captchaId: string; svg: string };
