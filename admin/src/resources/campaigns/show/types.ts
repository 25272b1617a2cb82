import type { CurrencyDisplay } from '@cf/domain';

type Lookup = { id: number; name: string } | null;

/** GET /console/campaigns/:id: the list's summary, the submission as investors see it, the history. */
export type CampaignRecord = {
  id: number;
  slug: string;
  status: number;
  investingType: 'equity' | 'debt';
  campaignType: 'fixed' | 'flexible';
  campaignName: string | null;
  companyName: string | null;
  currency: CurrencyDisplay | null;
  featured: boolean;
  submittedAt: string | null;
  approvedAt: string | null;
  decisionReason: string | null;
  ownerId: string;
  ownerEmail: string | null;
  ownerFirstName: string | null;
  ownerLastName: string | null;
  submission?: Submission;
  history?: HistoryEntry[];
  /** The payout account as the owner's wizard answers it: the account number's last four digits only. */
  payout?: Payout | null;
  checklist?: { ready: boolean; sections: { key: string; ready: boolean; missing: string[] }[] } | null;
};

export type Payout = {
  bankName: string | null;
  accountType: string | null;
  accountNumberLast4: string | null;
  routingNumber: string | null;
  tosAccepted: boolean;
  achAccountId: string | null;
};

export type HistoryEntry = {
  id: number;
  fromStatus: number;
  toStatus: number;
  reason: string | null;
  actorId: string | null;
  actorEmail: string | null;
  createdAt: string;
};

export type Submission = {
  accreditedOnly: boolean;
  termsSlug: string | null;
  meta?: { url?: string };
  company: {
    name: string | null;
    tagLine: string | null;
    logo: string | null;
    description: string | null;
    address: string | null;
    website: string | null;
    yearFounded: number | null;
    category: Lookup;
    industry: Lookup;
    previouslyRaised: number | null;
    totalRevenue: number | null;
  };
  property: Record<string, string | number | null> | null;
  fundraising: {
    currency: CurrencyDisplay | null;
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
    campaignStage: Lookup;
    investingRound: Lookup;
  };
  terms: Record<string, string | number | null>;
  story: {
    campaignName: string | null;
    uploadType: 'image' | 'video' | null;
    campaignImage: string | null;
    videoUrl: string | null;
    campaignStory: string | null;
    highlights: string | null;
  };
  extras: {
    links: Record<string, string | null>;
    customLinks: { id: number; title: string; url: string }[];
    videos: { id: number; url: string; title: string | null; description: string | null }[];
    googleAnalyticsId: string | null;
  };
  team: {
    id: number;
    fullName: string;
    roleTitle: string | null;
    bio: string | null;
    photo: string | null;
    joined: boolean;
    memberType: Lookup;
  }[];
  leadInvestors: { id: number; name: string; bio: string | null; photo: string | null; investorType: Lookup }[];
  faqs: { id: number; question: string; answer: string | null }[];
  gallery: { id: number; image: string; title: string | null; description: string | null }[];
  documents: { id: number; title: string; visibility: 'public' | 'private'; contentType: string | null; size: number | null }[];
};
