// Issue 4, what the API answers the owner's wizard and dashboard (every route declares one, so
// nothing internal leaks). The site's types are Wire<> of them.
import { BANK_SCHEMES, CHECKLIST_SECTIONS } from '../campaign-checklist';
import { z } from '../zod-setup';
import { CAMPAIGN_ACCREDITATIONS, CAMPAIGN_TYPES, DOCUMENT_VISIBILITIES, INVESTING_TYPES } from './campaign-fields';
import { cardOut, propertyOut } from './campaign-answers';
import { currencyOut, nullableNumber, nullableString } from './wire';

export const checklistOut = z.object({
  sections: z.array(z.object({ key: z.enum(CHECKLIST_SECTIONS), ready: z.boolean(), missing: z.array(z.string()) })),
  ready: z.boolean(),
});

/** The payout account as the owner sees it: never the account number, only its last four digits. */
export const payoutOut = z.object({
  bankName: nullableString,
  accountType: nullableString,
  accountNumberLast4: nullableString,
  routingNumber: nullableString,
  bankScheme: z.enum(BANK_SCHEMES),
  sortCode: nullableString,
  bic: nullableString,
  tosAccepted: z.boolean(),
  achAccountId: nullableString,
  accountHolderName: nullableString,
});

/** GET /campaigns/equities/:id: the whole campaign for the wizard and the dashboard. */
export const campaignOut = z.object({
  id: z.number(),
  ownerId: z.string(),
  status: z.number(),
  slug: z.string(),
  investingType: z.enum(INVESTING_TYPES),
  campaignType: z.enum(CAMPAIGN_TYPES),
  campaignAccreditation: z.enum(CAMPAIGN_ACCREDITATIONS),
  termsSlug: nullableString,
  companyName: nullableString,
  companyTagLine: nullableString,
  companyEmail: nullableString,
  companyPhone: nullableString,
  companyAddress: nullableString,
  companyDescription: nullableString,
  companyWebsite: nullableString,
  yearFounded: nullableNumber,
  companyLogo: nullableString,
  categoryId: nullableNumber,
  industryId: nullableNumber,
  previouslyRaised: nullableNumber,
  totalRevenue: nullableNumber,
  hasLeadInvestor: z.boolean(),
  currencyCode: nullableString,
  currency: currencyOut.nullable(),
  goal: nullableNumber,
  minimumRaise: nullableNumber,
  maximumRaise: nullableNumber,
  minimumInvestment: nullableNumber,
  maximumInvestment: nullableNumber,
  openDate: nullableString,
  closingDate: nullableString,
  campaignStageId: nullableNumber,
  investingRoundId: nullableNumber,
  availableShares: nullableNumber,
  equityAvailable: nullableNumber,
  preMoneyValuation: nullableNumber,
  pricePerShare: nullableNumber,
  interestRateBps: nullableNumber,
  investFrequency: nullableString,
  termLengthMonths: nullableNumber,
  paybackStartDate: nullableString,
  repaymentMethod: nullableString,
  maturityDate: nullableString,
  conversionTrigger: nullableString,
  redemptionTerms: nullableString,
  campaignName: nullableString,
  uploadType: nullableString,
  campaignImage: nullableString,
  videoUrl: nullableString,
  campaignStory: nullableString,
  highlights: nullableString,
  pitch: nullableString,
  /** The owner's country (ISO code) from their identity record, when they gave one. */
  ownerCountry: nullableString,
  googleAnalyticsId: nullableString,
  facebookUrl: nullableString,
  twitterUrl: nullableString,
  linkedinUrl: nullableString,
  youtubeUrl: nullableString,
  websiteUrl: nullableString,
  contractCopy: z.boolean(),
  manageContract: z.boolean(),
  contractFileId: nullableString,
  raisedAmount: z.number(),
  investorCount: z.number(),
  /** raised / goal, percent with two decimals. */
  percentRaised: z.number(),
  featured: z.boolean(),
  submittedAt: z.date().nullable(),
  approvedAt: z.date().nullable(),
  decisionReason: nullableString,
  createdAt: z.date(),
  updatedAt: z.date(),
  property: propertyOut.nullable(),
  payout: payoutOut.nullable(),
  checklist: checklistOut,
  /** The owner may still change the content (draft or declined). */
  editable: z.boolean(),
  /** Statuses the caller may move it to through PATCH /campaigns/equities/:id. */
  allowedMoves: z.array(z.number()),
});
export type CampaignOut = z.infer<typeof campaignOut>;

export const createdCampaignOut = z.object({
  id: z.number(),
  slug: z.string(),
  status: z.number(),
  investingType: z.enum(INVESTING_TYPES),
});

/** GET /campaigns/equities: the owner's cards (a public card and when it was started). */
/** The owner's card: a declined campaign carries staff's reason, so the owner sees what to fix. */
export const ownerCardOut = cardOut.extend({ createdAt: z.date(), decisionReason: nullableString });

export const teamMemberOut = z.object({
  id: z.number(),
  campaignId: z.number(),
  fullName: z.string(),
  roleTitle: z.string(),
  email: z.string(),
  bio: nullableString,
  photo: nullableString,
  memberTypeId: nullableNumber,
  userId: nullableString,
  invitedAt: z.date().nullable(),
  acceptedAt: z.date().nullable(),
  sortOrder: z.number(),
  createdAt: z.date(),
});

export const leadInvestorOut = z.object({
  id: z.number(),
  campaignId: z.number(),
  investorTypeId: nullableNumber,
  name: z.string(),
  bio: nullableString,
  photo: nullableString,
  sortOrder: z.number(),
  createdAt: z.date(),
});

export const faqOut = z.object({
  id: z.number(),
  campaignId: z.number(),
  questionId: nullableNumber,
  question: z.string(),
  answer: nullableString,
  isRequired: z.boolean(),
  sortOrder: z.number(),
});

export const faqTemplateOut = z.object({ id: z.number(), question: z.string(), isRequired: z.boolean(), investingType: z.string() });

export const updateOut = z.object({
  id: z.number(),
  campaignId: z.number(),
  authorId: nullableString,
  title: z.string(),
  description: z.string(),
  createdAt: z.date(),
  updatedAt: z.date(),
});

/** Gallery images and videos: the same columns, an image or a video address. */
const media = <K extends 'image' | 'url'>(key: K) =>
  z.object({
    id: z.number(),
    campaignId: z.number(),
    ...({ [key]: z.string() } as Record<K, z.ZodString>),
    title: z.string(),
    description: nullableString,
    sortOrder: z.number(),
    createdAt: z.date(),
  });
export const imageOut = media('image');
export const videoOut = media('url');

export const linkOut = z.object({ id: z.number(), campaignId: z.number(), title: z.string(), url: z.string(), sortOrder: z.number() });

export const documentOut = z.object({
  id: z.number(),
  campaignId: z.number(),
  /** The private file; its owner opens it through the site's /files/:id route. */
  fileId: z.string(),
  title: z.string(),
  visibility: z.enum(DOCUMENT_VISIBILITIES),
  contentType: z.string(),
  size: z.number(),
  /** Served by GET /campaigns/:id/documents/:documentId (the campaign-documents module). */
  url: z.string(),
  sortOrder: z.number(),
  createdAt: z.date(),
});

export const deletedOut = z.object({ id: z.number(), deleted: z.literal(true) });
