/** Business constants of spec §9 (accounts) and §9 (money). One place; never repeat a number. */
export const SESSION_LIFETIME_SECONDS = 10_800;
export const WELCOME_FLAG_DELAY_MS = 500;
export const WELCOME_FLAG_DURATION_MS = 8_000;
export const TOAST_DURATION_MS = 5_000;

export const PAGE_SIZE = {
  notifications: 20,
  users: 10,
  profileNetwork: 6,
  ownerCampaigns: 6,
  frontCampaigns: 9,
  investments: 10,
  wallet: 10,
  dealTypes: 6,
  consoleDefault: 25,
} as const;

export const LIMITS = {
  nameMax: 20,
  profileNameMin: 3,
  passwordMin: 8,
  zipCodeLength: 6,
  phoneMin: 8,
  phoneMax: 13,
  contactTextMax: 200,
  storyMax: 255,
  fileBytesMax: 2 * 1024 * 1024,
  signatureBytesMax: 512 * 1024,
  campaignDaysMax: 365,
  maxListLimit: 100,
} as const;

/** Maintenance responses tell clients when to retry (seconds). */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 600;

export const USER_TYPES = ['investor', 'campaign-owner'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const NOTIFICATION_FREQUENCIES = ['daily', 'weekly', 'monthly', 'never'] as const;

export const CONTACT_CATEGORIES = ['general', 'investing', 'raising', 'account', 'technical', 'press'] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

export const MENU_POSITIONS = ['header', 'footer', 'social'] as const;
export type MenuPosition = (typeof MENU_POSITIONS)[number];

export const SOCIAL_ICONS = ['facebook', 'twitter', 'linkedin', 'youtube', 'instagram', 'github'] as const;

export const LOOKUP_TYPES = [
  'types',
  'categories',
  'deal-types',
  'user-types',
  'company-industry',
  'team-member-type',
  'campaign-stage',
  'investing-round',
  'investor-type',
  'countries',
] as const;
export type LookupType = (typeof LOOKUP_TYPES)[number];

export const CURRENCY_FORMATS = ['leftCode', 'leftSpaceCode', 'rightCode', 'rightSpaceCode', 'leftSymbol', 'rightSymbol'] as const;
export type CurrencyFormat = (typeof CURRENCY_FORMATS)[number];

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'linkedin'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Where a captcha can be switched on by staff (captcha settings). */
export const CAPTCHA_PLACES = ['adminLogin', 'frontLogin', 'frontSignup', 'contactUs', 'newsletter', 'comments'] as const;
export type CaptchaPlace = (typeof CAPTCHA_PLACES)[number];

/** How the public campaign lists may be sorted (issue 4). */
export const BROWSE_SORTS = ['newest', 'recent-investment', 'percentage', 'amount'] as const;
export type BrowseSort = (typeof BROWSE_SORTS)[number];

/** Longest search text taken from the browse box (more words than that finds nothing more). */
export const BROWSE_QUERY_MAX = 100;
