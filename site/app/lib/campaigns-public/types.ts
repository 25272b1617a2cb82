/**
 * The shapes the campaign pages read from the API (api/src/modules/{campaigns-public,
 * saved-campaigns,comments,campaign-documents}), written out so the site's type check does not
 * pull in the server's sources. Dates arrive as ISO strings.
 */
import type { BrowseSort } from '@cf/domain';

export type InvestingType = 'equity' | 'debt';
export type CampaignCurrency = { code: string; symbol: string; displayFormat: string; decimals: number } | null;

/** GET /campaigns/equities/front, /front/featured and /saved-campaigns. */
export type CampaignCard = {
  id: number;
  slug: string;
  companyName: string | null;
  campaignName: string | null;
  companyTagLine: string | null;
  companyLogo: string | null;
  campaignImage: string | null;
  investingType: InvestingType;
  currency: CampaignCurrency;
  goal: number | null;
  raisedAmount: number;
  /** Raised over goal in percent (two decimals, may pass 100). */
  percentRaised: number;
  /** Whole days until the closing date; 0 once closed; null without a date. */
  daysLeft: number | null;
  closingDate: string | null;
  status: number;
  savedCount: number;
  featured: boolean;
  accreditedOnly: boolean;
};

export type Paged<T> = { items: T[]; total: number; page: number; limit: number };

type Named = { id: number; name: string } | null;

/** GET /campaigns/equities/front/:slug. */
export type CampaignPageData = {
  id: number;
  slug: string;
  status: number;
  investingType: InvestingType;
  campaignType: 'fixed' | 'flexible';
  accreditedOnly: boolean;
  termsSlug: string | null;
  featured: boolean;
  closed: boolean;
  openForInvestment: boolean;
  approvedAt: string | null;
  owner: { id: string; slug: string; firstName: string; lastName: string; photo: string | null };
  company: {
    name: string | null;
    tagLine: string | null;
    logo: string | null;
    description: string | null;
    address: string | null;
    website: string | null;
    yearFounded: number | null;
    category: Named;
    industry: Named;
    previouslyRaised: number | null;
    totalRevenue: number | null;
  };
  property: {
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
  } | null;
  fundraising: {
    currency: CampaignCurrency;
    goal: number | null;
    minimumRaise: number | null;
    maximumRaise: number | null;
    minimumInvestment: number | null;
    maximumInvestment: number | null;
    raisedAmount: number;
    percentRaised: number;
    investorCount: number;
    openDate: string | null;
    closingDate: string | null;
    daysLeft: number | null;
    campaignStage: Named;
    investingRound: Named;
  };
  terms: {
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
  };
  story: {
    campaignName: string | null;
    uploadType: string | null;
    campaignImage: string | null;
    videoUrl: string | null;
    videoEmbedUrl: string | null;
    campaignStory: string | null;
    highlights: string | null;
  };
  extras: {
    links: { facebook: string | null; twitter: string | null; linkedin: string | null; youtube: string | null; website: string | null };
    customLinks: { id: number; title: string; url: string }[];
    videos: { id: number; url: string; embedUrl: string | null; title: string; description: string | null }[];
    googleAnalyticsId: string | null;
  };
  team: { id: number; fullName: string; roleTitle: string; bio: string | null; photo: string | null; joined: boolean; memberType: Named }[];
  leadInvestors: { id: number; name: string; bio: string | null; photo: string | null; investorType: Named }[];
  faqs: { id: number; question: string; answer: string | null }[];
  gallery: { id: number; image: string; title: string; description: string | null }[];
  documents: CampaignDocument[];
  updatesCount: number;
  savedCount: number;
  isSaved: boolean;
  isOwner: boolean;
  canManage: boolean;
  accessRequest: AccessRequestStatus | null;
  meta: { title: string; description: string; image: string | null; url: string };
};

export type AccessRequestStatus = 'requested' | 'granted' | 'denied';

export type CampaignDocument = {
  id: number;
  title: string;
  visibility: 'public' | 'private';
  /** A private document the viewer may not open yet: its title only. */
  locked: boolean;
  url: string | null;
  contentType: string | null;
  size: number | null;
};

export type CampaignUpdate = {
  id: number;
  title: string;
  description: string;
  createdAt: string;
  author: { firstName: string; lastName: string } | null;
};

export type CampaignInvestor = { id: string; slug: string; firstName: string; lastName: string; photo: string | null; amount: number };

export type CommentStatus = 'pending' | 'approved' | 'declined' | 'spam';
export type CommentView = {
  id: number;
  campaignId: number;
  parentId: number | null;
  postType: 'comment' | 'reply';
  text: string;
  status: CommentStatus;
  fromCompany: boolean;
  isMine: boolean;
  createdAt: string;
  author: { id: string; slug: string; firstName: string; lastName: string; photo: string | null } | null;
};
export type CommentThread = CommentView & { replies: CommentView[] };

/** What the browse pages keep in their address: search, filter, sort and how many pages are shown. */
export type BrowseState = { q: string; investingType: InvestingType | ''; sort: BrowseSort; page: number };
