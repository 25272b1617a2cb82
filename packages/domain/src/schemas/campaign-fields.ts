// Shared pieces of the campaign schemas (./campaigns.ts, ./campaign-parts.ts): field sizes, the
// spec's choices, PATCH helpers and the value types (amounts, days, video URLs).
import { LIMITS } from '../constants';
import { z } from '../zod-setup';
import { isNetworkUrl, type SocialNetwork } from './profile';

/** Field sizes of the wizard; the spec's own numbers (story 255, account 5–20...) are named. */
export const CAMPAIGN_FIELDS = {
  /** Spec §5: "Company name at least 10 characters". */
  companyNameMin: 10,
  nameMax: 120,
  tagLineMax: 160,
  shortTextMax: 200,
  longTextMax: 5000,
  /** Spec §5 and §9: the story is at most 255 characters. */
  storyMax: LIMITS.storyMax,
  highlightsMax: 2000,
  /** The long-form pitch (Markdown): a full page with headings, lists and image links, bounded so one page stays light. */
  pitchMax: 50_000,
  titleMax: 150,
  bioMax: 1000,
  faqQuestionMax: 300,
  faqAnswerMax: 2000,
  updateTitleMax: 150,
  updateTextMax: 5000,
  /** Spec §5 and §9: account number 5 to 20 digits, routing number 9. */
  accountNumberMin: 5,
  accountNumberMax: 20,
  routingNumberLength: 9,
  /** Image rules of spec §5: campaign image 700×500, logo square ≥ 200×200 or the recommended 360×283, cover ≥ 1350×400. */
  campaignImageWidth: 700,
  campaignImageHeight: 500,
  logoMinSide: 200,
  logoRecommendedWidth: 360,
  logoRecommendedHeight: 283,
  coverMinWidth: 1350,
  coverMinHeight: 400,
  /** A team invitation link works this long after it was (re)sent. */
  teamInviteDays: 14,
  inviteTokenMax: 200,
} as const;

export const INVESTING_TYPES = ['equity', 'debt'] as const;
export type InvestingType = (typeof INVESTING_TYPES)[number];
/** FAQ templates are for one investing type or for all. */
export const FAQ_TEMPLATE_INVESTING_TYPES = [...INVESTING_TYPES, 'all'] as const;
export type FaqTemplateInvestingType = (typeof FAQ_TEMPLATE_INVESTING_TYPES)[number];
export const CAMPAIGN_TYPES = ['fixed', 'flexible'] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];
export const CAMPAIGN_ACCREDITATIONS = ['accredited', 'all'] as const;
export type CampaignAccreditation = (typeof CAMPAIGN_ACCREDITATIONS)[number];
export const INVEST_FREQUENCIES = ['monthly', 'quarterly', 'yearly'] as const;
export type InvestFrequency = (typeof INVEST_FREQUENCIES)[number];
export const REPAYMENT_METHODS = ['automatic', 'manual'] as const;
export type RepaymentMethod = (typeof REPAYMENT_METHODS)[number];
export const UPLOAD_TYPES = ['image', 'video'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];
export const ACCOUNT_TYPES = ['checking', 'savings'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const DOCUMENT_VISIBILITIES = ['public', 'private'] as const;
export type DocumentVisibility = (typeof DOCUMENT_VISIBILITIES)[number];
export const CAMPAIGN_IMAGE_KINDS = ['logo', 'campaign', 'cover'] as const;
export type CampaignImageKind = (typeof CAMPAIGN_IMAGE_KINDS)[number];

export const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
/** Digits from a form ("1200") become a number; anything else is left for the schema to refuse. */
export const numberish = (v: unknown) => {
  const b = blankToNull(v);
  return typeof b === 'string' && /^-?\d+(\.\d+)?$/.test(b.trim()) ? Number(b.trim()) : b;
};

/** A PATCH field: absent leaves it as stored, '' or null clears it. */
export const clearable = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable()).optional();
export const clearableNumber = <T extends z.ZodType>(schema: T) => z.preprocess(numberish, schema.nullable()).optional();
export const optionalNumber = <T extends z.ZodType>(schema: T) => z.preprocess(numberish, schema).optional();

export const text = (max: number) => z.string().trim().max(max, 'validation.tooLong');
export const requiredText = (max: number) => z.string().trim().min(1, 'validation.required').max(max, 'validation.tooLong');
export const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, 'validation.invalidOption');
export const id = z.number('validation.invalidType').int('validation.invalidType').min(1, 'validation.invalidType').max(2_147_483_647);
export const campaignIdParam = z.coerce.number().int().min(1).max(2_147_483_647);

/**
 * An amount in minor units of the campaign's currency (cents for USD, yen for JPY): the API
 * refuses fractions rather than rounding them.
 */
export const minorUnits = z
  .number('validation.invalidType')
  .int('campaigns.validation.wholeMinorUnits')
  .min(0, 'campaigns.validation.positive')
  .max(Number.MAX_SAFE_INTEGER, 'validation.tooBig');
export const positiveMinorUnits = z
  .number('validation.invalidType')
  .int('campaigns.validation.wholeMinorUnits')
  .min(1, 'campaigns.validation.positive')
  .max(Number.MAX_SAFE_INTEGER, 'validation.tooBig');

/** A calendar day, YYYY-MM-DD, that exists. */
export const isoDay = z
  .string()
  .trim()
  .refine((v) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
    const date = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v);
  }, 'campaigns.validation.date');

/**
 * Spec §5 "Video URL must be YouTube or Vimeo": youtube.com/watch?v=…, youtu.be/…,
 * youtube.com/embed/…, vimeo.com/<digits> (and the player.vimeo.com/video/<digits> embed).
 */
export function isVideoUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.port) return false;
  const host = url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
  const videoId = /^[\w-]{6,20}$/;
  if (host === 'youtube.com') {
    if (url.pathname === '/watch') return videoId.test(url.searchParams.get('v') ?? '');
    const embed = /^\/embed\/([^/]+)$/.exec(url.pathname);
    return Boolean(embed && videoId.test(embed[1]!));
  }
  if (host === 'youtu.be') return videoId.test(url.pathname.slice(1));
  if (host === 'vimeo.com') return /^\/\d+\/?$/.test(url.pathname);
  if (host === 'player.vimeo.com') return /^\/video\/\d+\/?$/.test(url.pathname);
  return false;
}

export const videoUrl = z.string().trim().max(2000, 'validation.tooLong').refine(isVideoUrl, 'campaigns.validation.videoUrl');

export const networkUrl = (network: SocialNetwork) =>
  z
    .string()
    .trim()
    .max(2000, 'validation.tooLong')
    .refine((v) => isNetworkUrl(network, v), `campaigns.validation.${network}Url`);
