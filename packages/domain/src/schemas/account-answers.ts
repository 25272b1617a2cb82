// Issue 3, what the API answers about accounts: profiles, the network, preferences,
// notifications, activity, inbox, the investor profile, accreditation and KYC. The API declares
// them as response schemas (never hashes or secrets); the site's types are Wire<> of them.
import { NOTIFICATION_FREQUENCIES, USER_TYPES } from '../constants';
import { z } from '../zod-setup';
import { ACCREDITATION_VERIFICATION_TYPES, KYC_INVESTING_FOR } from './identity';
import { ACCREDITATION_BASES, KYC_PROVIDERS, REVIEW_STATUSES } from './vocabularies';
import { nullableNumber as num, nullableString as str, personOut } from './wire';

export const linksOut = z.object({ facebook: str, twitter: str, linkedin: str, youtube: str, website: str });
export type Links = z.infer<typeof linksOut>;

/** The signed-in user's own profile, as the settings pages show it: never hashes or secrets. */
export const ownProfileOut = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  slug: z.string(),
  phoneNumber: str,
  description: str,
  zipcode: str,
  photo: str,
  coverPhoto: str,
  userType: z.enum(USER_TYPES).nullable(),
  notificationLanguage: z.string(),
  links: linksOut,
  createdAt: z.date(),
  /** Whether the public profile lists their investments (issue 10 §5). */
  showInvestments: z.boolean(),
});
export type OwnProfileOut = z.infer<typeof ownProfileOut>;

/** Someone in a followers or following list. */
export const publicUserOut = personOut;
/** GET /users/profile/:slug. */
export const publicProfileOut = publicUserOut.extend({
  coverPhoto: str,
  description: str,
  links: linksOut,
  followers: z.number(),
  following: z.number(),
  isFollowing: z.boolean(),
  isSelf: z.boolean(),
});
export const followOut = z.object({ following: z.boolean(), followers: z.number() });

/** GET /email-preferences (id = the user's id). */
export const emailPreferencesOut = z.object({
  id: z.string(),
  notificationFrequency: z.enum(NOTIFICATION_FREQUENCIES),
  notificationLanguage: z.string(),
  campaignUpdates: z.boolean(),
  investmentNotices: z.boolean(),
  commentReplies: z.boolean(),
  newFollowers: z.boolean(),
  platformNews: z.boolean(),
});

export const notificationOut = z.object({
  id: z.number(),
  type: z.string(),
  text: z.string(),
  thumbnail: str,
  link: str,
  read: z.boolean(),
  createdAt: z.date(),
});

/** One line of the activity log, in the request's language. */
export const activityOut = z.object({ id: z.number(), type: z.string(), text: z.string(), createdAt: z.date() });

/** The user's copy of an e-mail the platform sent them: listed, then opened whole. */
export const inboxItemOut = z.object({ id: z.number(), subject: z.string(), template: z.string(), createdAt: z.date() });
export const inboxMessageOut = inboxItemOut.extend({ text: z.string(), html: z.string() });

export const selfCheckOut = z.object({ accredited: z.boolean(), basis: z.enum(ACCREDITATION_BASES).nullable() });

/** The investor profile as the API shows it: the SSN only as its last four digits. */
export const investorProfileOut = z.object({
  id: z.string(),
  yearlyIncome: num,
  netWorth: num,
  hasSpouseIncome: z.boolean(),
  spouseFirstName: str,
  spouseLastName: str,
  incomeLastYear: num,
  incomeYearBefore: num,
  investedInCrowdfunding12m: z.boolean(),
  crowdfundingAmount12m: num,
  jobTitle: str,
  jobIndustry: str,
  dateOfBirth: str,
  ssnLast4: str,
  declaresAccredited: z.boolean(),
  legalName: str,
  email: str,
  phone: str,
  address: str,
  address2: str,
  city: str,
  state: str,
  postalCode: str,
  country: str,
  /** Amounts are in minor units of this currency. */
  currency: z.string(),
  selfCheck: selfCheckOut,
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type InvestorProfileOut = z.infer<typeof investorProfileOut>;

export const accreditationOut = z.object({
  id: z.number(),
  status: z.enum(REVIEW_STATUSES),
  basis: z.enum(ACCREDITATION_BASES),
  verificationType: z.enum(ACCREDITATION_VERIFICATION_TYPES),
  verificationPhone: str,
  reason: str,
  letterFileId: str,
  contractFileId: str,
  /** The signed contract: GET /api/v1/accreditation/{id}/contract. */
  contractUrl: z.string(),
  signedAt: z.date(),
  decidedAt: z.date().nullable(),
  createdAt: z.date(),
});
export type AccreditationOut = z.infer<typeof accreditationOut>;

export const accreditationStateOut = z.object({
  selfCheck: selfCheckOut,
  latest: accreditationOut.nullable(),
  /** The rule's thresholds in minor units of `currency` (spec §9). */
  thresholds: z.object({ netWorth: z.number(), income: z.number(), jointIncome: z.number(), currency: z.string() }),
  hasProfile: z.boolean(),
});

/** The party as its owner sees it, with what the provider said about it. */
export const kycPartyOut = z.object({
  id: z.number(),
  provider: z.enum(KYC_PROVIDERS),
  partyId: str,
  status: z.enum(REVIEW_STATUSES),
  reason: str,
  firstName: str,
  middleInitial: str,
  lastName: str,
  dateOfBirth: str,
  domicile: str,
  primaryAddress: str,
  city: str,
  state: str,
  postalCode: str,
  country: str,
  alternateEmail: str,
  alternatePhone: str,
  occupation: str,
  brokerDealerAssociated: z.boolean(),
  employmentStatus: str,
  employerName: str,
  employerDetails: str,
  currentAnnualIncome: num,
  averageAnnualIncome: num,
  currentHouseholdIncome: num,
  averageHouseholdIncome: num,
  householdNetWorth: num,
  tags: str,
  notes: str,
  investingFor: z.enum(KYC_INVESTING_FOR),
  providerErrors: z.array(z.string()),
  providerWarnings: z.array(z.string()),
  decidedAt: z.date().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type KycPartyOut = z.infer<typeof kycPartyOut>;

export const kycDocumentOut = z.object({
  id: z.number(),
  documentType: z.string(),
  fileId: z.string(),
  /** Where its owner (or staff) downloads it: GET /api/v1/files/{fileId}. */
  url: z.string(),
  contentType: z.string(),
  size: z.number(),
  originalName: str,
  providerRef: str,
  createdAt: z.date(),
});
export type KycDocumentOut = z.infer<typeof kycDocumentOut>;

/** An upload's answer: the document, and what the provider said about it. */
export const kycUploadOut = kycDocumentOut.extend({
  status: z.enum(REVIEW_STATUSES),
  providerErrors: z.array(z.string()),
  providerWarnings: z.array(z.string()),
});

export const userKycOut = z.object({ party: kycPartyOut.nullable(), documents: z.array(kycDocumentOut) });
