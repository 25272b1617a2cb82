// Issue 4, what the API answers about campaigns to everyone: cards, the campaign page, its
// updates, investors, discussion and documents. The API declares them as response schemas (so
// nothing else leaks); the site's types are Wire<> of them.
import { z } from '../zod-setup';
import { CAMPAIGN_TYPES, DOCUMENT_VISIBILITIES, INVESTING_TYPES } from './campaign-fields';
import { ACCESS_REQUEST_STATUSES, COMMENT_STATUSES, POST_TYPES } from './vocabularies';
import { currencyOut, namedOut, nullableNumber as num, nullableString as str, personOut } from './wire';
import { CLOSED_STATES } from '../settlement';

/** GET /campaigns/equities/front, /front/featured and /saved-campaigns: one campaign card. */
export const cardOut = z.object({
  id: z.number(),
  slug: z.string(),
  companyName: str,
  campaignName: str,
  companyTagLine: str,
  companyLogo: str,
  campaignImage: str,
  investingType: z.enum(INVESTING_TYPES),
  currency: currencyOut.nullable(),
  goal: num,
  raisedAmount: z.number(),
  /** Raised over goal, in percent with two decimals (may pass 100). */
  percentRaised: z.number(),
  /** Whole days until the closing date (site time zone); 0 once closed; null without a date. */
  daysLeft: num,
  closingDate: str,
  status: z.number(),
  savedCount: z.number(),
  featured: z.boolean(),
  accreditedOnly: z.boolean(),
});
export type CardOut = z.infer<typeof cardOut>;

/** The property block of a real-estate campaign (the owner's wizard and the page alike). */
export const propertyOut = z.object({
  propertyName: str,
  propertyUrl: str,
  propertyDetail: str,
  propertyStreet: str,
  propertyCity: str,
  propertyState: str,
  propertyCountry: str,
  propertySize: str,
  plotSize: str,
  buildYear: num,
  propertyStage: str,
});

/** A document as the page lists it. */
export const pageDocumentOut = z.object({
  id: z.number(),
  title: z.string(),
  visibility: z.enum(DOCUMENT_VISIBILITIES),
  /** A private document the caller may not open yet: its title only. */
  locked: z.boolean(),
  url: str,
  contentType: str,
  size: num,
});

/** GET /campaigns/equities/front/:slug: the public campaign page. */
export const campaignPageOut = z.object({
  id: z.number(),
  slug: z.string(),
  status: z.number(),
  investingType: z.enum(INVESTING_TYPES),
  campaignType: z.enum(CAMPAIGN_TYPES),
  accreditedOnly: z.boolean(),
  termsSlug: str,
  featured: z.boolean(),
  closed: z.boolean(),
  /** Which closed banner the page shows (issue 9 settlement): closing, successful, unsuccessful, cancelled; null while open. */
  closedState: z.enum(CLOSED_STATES).nullable(),
  openForInvestment: z.boolean(),
  approvedAt: z.date().nullable(),
  owner: personOut,
  company: z.object({
    name: str,
    tagLine: str,
    logo: str,
    description: str,
    address: str,
    website: str,
    yearFounded: num,
    category: namedOut,
    industry: namedOut,
    previouslyRaised: num,
    totalRevenue: num,
  }),
  property: propertyOut.nullable(),
  fundraising: z.object({
    currency: currencyOut.nullable(),
    goal: num,
    minimumRaise: num,
    maximumRaise: num,
    minimumInvestment: num,
    maximumInvestment: num,
    raisedAmount: z.number(),
    percentRaised: z.number(),
    investorCount: z.number(),
    openDate: str,
    closingDate: str,
    daysLeft: num,
    campaignStage: namedOut,
    investingRound: namedOut,
  }),
  terms: z.object({
    availableShares: num,
    equityAvailable: num,
    preMoneyValuation: num,
    pricePerShare: num,
    interestRateBps: num,
    investFrequency: str,
    termLengthMonths: num,
    paybackStartDate: str,
    repaymentMethod: str,
    maturityDate: str,
    conversionTrigger: str,
    redemptionTerms: str,
  }),
  story: z.object({
    campaignName: str,
    uploadType: str,
    campaignImage: str,
    videoUrl: str,
    videoEmbedUrl: str,
    campaignStory: str,
    highlights: str,
    /** The pitch rendered: sanitised HTML, headings h2–h4. */
    pitchHtml: str,
  }),
  extras: z.object({
    links: z.object({ facebook: str, twitter: str, linkedin: str, youtube: str, website: str }),
    customLinks: z.array(z.object({ id: z.number(), title: z.string(), url: z.string() })),
    videos: z.array(z.object({ id: z.number(), url: z.string(), embedUrl: str, title: z.string(), description: str })),
    googleAnalyticsId: str,
  }),
  team: z.array(
    z.object({
      id: z.number(),
      fullName: z.string(),
      roleTitle: z.string(),
      bio: str,
      photo: str,
      joined: z.boolean(),
      memberType: namedOut,
    }),
  ),
  leadInvestors: z.array(z.object({ id: z.number(), name: z.string(), bio: str, photo: str, investorType: namedOut })),
  faqs: z.array(z.object({ id: z.number(), question: z.string(), answer: str })),
  gallery: z.array(z.object({ id: z.number(), image: z.string(), title: z.string(), description: str })),
  documents: z.array(pageDocumentOut),
  updatesCount: z.number(),
  savedCount: z.number(),
  isSaved: z.boolean(),
  isOwner: z.boolean(),
  canManage: z.boolean(),
  accessRequest: z.enum(ACCESS_REQUEST_STATUSES).nullable(),
  meta: z.object({ title: z.string(), description: z.string(), image: str, url: z.string() }),
});

/** GET /campaigns/equities/front/:slug/updates: one update as readers see it. */
export const publicUpdateOut = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  createdAt: z.date(),
  author: z.object({ firstName: z.string(), lastName: z.string() }).nullable(),
});

/** GET /campaigns/equity/comments: a comment or a reply. */
export const commentOut = z.object({
  id: z.number(),
  campaignId: z.number(),
  parentId: z.number().nullable(),
  postType: z.enum(POST_TYPES),
  text: z.string(),
  status: z.enum(COMMENT_STATUSES),
  /** Written by the owner or a team member: the "from the company" badge. */
  fromCompany: z.boolean(),
  isMine: z.boolean(),
  createdAt: z.date(),
  author: personOut.nullable(),
});
export type CommentOut = z.infer<typeof commentOut>;
export const commentThreadOut = commentOut.extend({ replies: z.array(commentOut) });

/** A request for a campaign's private documents. */
export const accessRequestOut = z.object({
  id: z.number(),
  campaignId: z.number(),
  status: z.enum(ACCESS_REQUEST_STATUSES),
  message: str,
  createdAt: z.date(),
  decidedAt: z.date().nullable(),
  user: personOut,
});

/** Who opened which document, for the owner. */
export const documentViewOut = z.object({
  id: z.number(),
  documentId: z.number(),
  title: z.string(),
  viewedAt: z.date(),
  user: personOut.nullable(),
});

/** POST/DELETE /saved-campaigns. */
export const savedOut = z.object({ campaignId: z.number(), saved: z.boolean(), savedCount: z.number() });
/** GET /campaigns/:id/followers: who saved a campaign. */
export const followerOut = personOut.extend({ savedAt: z.date() });
