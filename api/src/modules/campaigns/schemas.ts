import { z } from 'zod';

/** Response shapes of the owner side (every route declares one, so nothing internal leaks). */
const nullableString = z.string().nullable();
const nullableNumber = z.number().nullable();

export const currencyOut = z.object({ code: z.string(), symbol: z.string(), displayFormat: z.string(), decimals: z.number() });

export const checklistOut = z.object({
  sections: z.array(
    z.object({
      key: z.enum(['company', 'fundraising', 'story', 'faqs', 'extras', 'funding']),
      ready: z.boolean(),
      missing: z.array(z.string()),
    }),
  ),
  ready: z.boolean(),
});

export const propertyOut = z.object({
  propertyName: nullableString,
  propertyUrl: nullableString,
  propertyDetail: nullableString,
  propertyStreet: nullableString,
  propertyCity: nullableString,
  propertyState: nullableString,
  propertyCountry: nullableString,
  propertySize: nullableString,
  plotSize: nullableString,
  buildYear: nullableNumber,
  propertyStage: nullableString,
});

/** The payout account as the owner sees it: never the account number, only its last four digits. */
export const payoutOut = z.object({
  bankName: nullableString,
  accountType: nullableString,
  accountNumberLast4: nullableString,
  routingNumber: nullableString,
  tosAccepted: z.boolean(),
  achAccountId: nullableString,
});

export const campaignOut = z.object({
  id: z.number(),
  ownerId: z.string(),
  status: z.number(),
  slug: z.string(),
  investingType: z.enum(['equity', 'debt']),
  campaignType: z.enum(['fixed', 'flexible']),
  campaignAccreditation: z.enum(['accredited', 'all']),
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
  investingType: z.enum(['equity', 'debt']),
});

export const ownerCardOut = z.object({
  id: z.number(),
  slug: z.string(),
  companyName: nullableString,
  campaignName: nullableString,
  companyTagLine: nullableString,
  companyLogo: nullableString,
  campaignImage: nullableString,
  investingType: z.enum(['equity', 'debt']),
  currency: currencyOut.nullable(),
  goal: nullableNumber,
  raisedAmount: z.number(),
  percentRaised: z.number(),
  daysLeft: nullableNumber,
  closingDate: nullableString,
  status: z.number(),
  savedCount: z.number(),
  featured: z.boolean(),
  accreditedOnly: z.boolean(),
  createdAt: z.date(),
});

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

export const imageOut = z.object({
  id: z.number(),
  campaignId: z.number(),
  image: z.string(),
  title: z.string(),
  description: nullableString,
  sortOrder: z.number(),
  createdAt: z.date(),
});

export const videoOut = z.object({
  id: z.number(),
  campaignId: z.number(),
  url: z.string(),
  title: z.string(),
  description: nullableString,
  sortOrder: z.number(),
  createdAt: z.date(),
});

export const linkOut = z.object({ id: z.number(), campaignId: z.number(), title: z.string(), url: z.string(), sortOrder: z.number() });

export const documentOut = z.object({
  id: z.number(),
  campaignId: z.number(),
  fileId: z.string(),
  title: z.string(),
  visibility: z.enum(['public', 'private']),
  contentType: z.string(),
  size: z.number(),
  /** Served by GET /campaigns/:id/documents/:documentId (the campaign-documents module). */
  url: z.string(),
  sortOrder: z.number(),
  createdAt: z.date(),
});

export const deletedOut = z.object({ id: z.number(), deleted: z.literal(true) });
