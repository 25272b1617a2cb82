/**
 * The shapes the owner pages read from the API (api/src/modules/campaigns/schemas.ts and the
 * comments, saved-campaigns and campaign-documents modules). Written out here, not imported, so
 * the site's type check does not pull in the server's sources. Dates arrive as ISO strings.
 */
import type { Checklist } from '@cf/domain/campaign-checklist';
import type { CurrencyFormat } from '@cf/domain/constants';

export type { Checklist };
export type { Paged } from '../account/types';

export type Currency = { code: string; symbol: string; displayFormat: CurrencyFormat; decimals: number };
export type CurrencyOption = Currency & { id: number; name: string };
export type Lookup = { id: number; slug: string; name: string; code: string | null };

export type Property = {
  propertyName: string | null;
  propertyUrl: string | null;
  propertyDetail: string | null;
  propertyStreet: string | null;
  propertyCity: string | null;
  propertyState: string | null;
  propertyCountry: string | null;
  propertySize: string | null;
  plotSize: string | null;
  buildYear: number | null;
  propertyStage: string | null;
};

export type Payout = {
  bankName: string | null;
  accountType: string | null;
  accountNumberLast4: string | null;
  routingNumber: string | null;
  tosAccepted: boolean;
  achAccountId: string | null;
};

/** GET /campaigns/equities/:id: the whole campaign for the wizard and the dashboard. */
export type Campaign = {
  id: number;
  ownerId: string;
  status: number;
  slug: string;
  investingType: 'equity' | 'debt';
  campaignType: 'fixed' | 'flexible';
  campaignAccreditation: 'accredited' | 'all';
  termsSlug: string | null;
  companyName: string | null;
  companyTagLine: string | null;
  companyEmail: string | null;
  companyPhone: string | null;
  companyAddress: string | null;
  companyDescription: string | null;
  companyWebsite: string | null;
  yearFounded: number | null;
  companyLogo: string | null;
  categoryId: number | null;
  industryId: number | null;
  previouslyRaised: number | null;
  totalRevenue: number | null;
  hasLeadInvestor: boolean;
  currencyCode: string | null;
  currency: Currency | null;
  goal: number | null;
  minimumRaise: number | null;
  maximumRaise: number | null;
  minimumInvestment: number | null;
  maximumInvestment: number | null;
  openDate: string | null;
  closingDate: string | null;
  campaignStageId: number | null;
  investingRoundId: number | null;
  availableShares: number | null;
  equityAvailable: number | null;
  preMoneyValuation: number | null;
  pricePerShare: number | null;
  interestRateBps: number | null;
  investFrequency: string | null;
  termLengthMonths: number | null;
  paybackStartDate: string | null;
  repaymentMethod: string | null;
  maturityDate: string | null;
  conversionTrigger: string | null;
  redemptionTerms: string | null;
  campaignName: string | null;
  uploadType: string | null;
  campaignImage: string | null;
  videoUrl: string | null;
  campaignStory: string | null;
  highlights: string | null;
  googleAnalyticsId: string | null;
  facebookUrl: string | null;
  twitterUrl: string | null;
  linkedinUrl: string | null;
  youtubeUrl: string | null;
  websiteUrl: string | null;
  contractCopy: boolean;
  manageContract: boolean;
  contractFileId: string | null;
  raisedAmount: number;
  investorCount: number;
  percentRaised: number;
  featured: boolean;
  submittedAt: string | null;
  approvedAt: string | null;
  decisionReason: string | null;
  createdAt: string;
  updatedAt: string;
  property: Property | null;
  payout: Payout | null;
  checklist: Checklist;
  editable: boolean;
  allowedMoves: number[];
};

/** GET /campaigns/equities: the owner's cards. */
export type OwnerCard = {
  id: number;
  slug: string;
  companyName: string | null;
  campaignName: string | null;
  companyTagLine: string | null;
  companyLogo: string | null;
  campaignImage: string | null;
  investingType: 'equity' | 'debt';
  currency: Currency | null;
  goal: number | null;
  raisedAmount: number;
  percentRaised: number;
  daysLeft: number | null;
  closingDate: string | null;
  status: number;
  savedCount: number;
  featured: boolean;
  accreditedOnly: boolean;
  createdAt: string;
};

export type TeamMember = {
  id: number;
  campaignId: number;
  fullName: string;
  roleTitle: string;
  email: string;
  bio: string | null;
  photo: string | null;
  memberTypeId: number | null;
  userId: string | null;
  invitedAt: string | null;
  acceptedAt: string | null;
  sortOrder: number;
};

export type LeadInvestor = {
  id: number;
  campaignId: number;
  investorTypeId: number | null;
  name: string;
  bio: string | null;
  photo: string | null;
  sortOrder: number;
};

export type Faq = {
  id: number;
  campaignId: number;
  questionId: number | null;
  question: string;
  answer: string | null;
  isRequired: boolean;
  sortOrder: number;
};

export type FaqTemplate = { id: number; question: string; isRequired: boolean; investingType: string };

export type CampaignUpdate = { id: number; campaignId: number; title: string; description: string; createdAt: string; updatedAt: string };

export type GalleryImage = { id: number; image: string; title: string; description: string | null };
export type ExtraVideo = { id: number; url: string; title: string; description: string | null };
export type ExtraLink = { id: number; title: string; url: string };
export type CampaignDocument = {
  id: number;
  /** The private file; its owner opens it through the site's /files/:id route. */
  fileId: string;
  title: string;
  visibility: 'public' | 'private';
  contentType: string;
  size: number;
  url: string;
  createdAt: string;
};

export type Person = { id: string; slug: string; firstName: string; lastName: string; photo: string | null };

export type Comment = {
  id: number;
  parentId: number | null;
  postType: 'comment' | 'reply';
  text: string;
  status: 'pending' | 'approved' | 'declined' | 'spam';
  fromCompany: boolean;
  isMine: boolean;
  createdAt: string;
  author: Person | null;
};
export type CommentThread = Comment & { replies: Comment[] };

export type Follower = Person & { savedAt: string };

export type AccessRequest = {
  id: number;
  status: 'requested' | 'granted' | 'denied';
  message: string | null;
  createdAt: string;
  decidedAt: string | null;
  user: Person;
};

export type DocumentView = { id: number; documentId: number; title: string; viewedAt: string; user: Person | null };

export type CampaignInvestor = Person & { amount: number };

/** GET /admin/campaign-setting/front: the bounds of spec §5 rules. */
export type CampaignSettings = {
  minGoal: number;
  maxGoal: number;
  minInvestment: number;
  minEquityPercent: number;
  maxEquityPercent: number;
  minValuation: number;
  maxValuation: number;
  minInterestRate: number;
  maxInterestRate: number;
  minTermMonths: number;
  maxTermMonths: number;
  maxCampaignDays: number;
};
