/**
 * The shapes the account pages read from the API (docs/api/accounts.md). Written out here, not
 * imported, so the site's type check does not pull in the server's sources.
 */
export type ReviewStatus = 'under-review' | 'approved' | 'declined';

export type Paged<T> = { items: T[]; total: number; page: number; limit: number };

/** GET /users/me/profile: the signed-in user's own profile, as the settings pages edit it. */
export type OwnProfile = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  slug: string;
  photo: string | null;
  coverPhoto: string | null;
  description: string | null;
  zipcode: string | null;
  phoneNumber: string | null;
  links: ProfileLinks;
};

export type ProfileLinks = {
  facebook: string | null;
  twitter: string | null;
  linkedin: string | null;
  youtube: string | null;
  website: string | null;
};

export type PublicProfile = {
  id: string;
  slug: string;
  firstName: string;
  lastName: string;
  photo: string | null;
  coverPhoto: string | null;
  description: string | null;
  links: Partial<ProfileLinks> | null;
  followers: number;
  following: number;
  isFollowing: boolean;
  isSelf: boolean;
};

export type NetworkUser = { id: string; slug: string; firstName: string; lastName: string; photo: string | null };

export type EmailPreferences = {
  id: string;
  notificationFrequency: string;
  notificationLanguage: string;
  campaignUpdates: boolean;
  investmentNotices: boolean;
  commentReplies: boolean;
  newFollowers: boolean;
  platformNews: boolean;
};

export type InvestorProfile = {
  id: string | number;
  yearlyIncome: number | null;
  netWorth: number | null;
  hasSpouseIncome: boolean;
  spouseFirstName: string | null;
  spouseLastName: string | null;
  incomeLastYear: number | null;
  incomeYearBefore: number | null;
  investedInCrowdfunding12m: boolean;
  crowdfundingAmount12m: number | null;
  jobTitle: string | null;
  jobIndustry: string | null;
  dateOfBirth: string | null;
  ssnLast4: string | null;
  declaresAccredited: boolean;
  legalName: string | null;
  email: string | null;
  phone: string | null;
  address: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  country: string | null;
  updatedAt?: string;
};

export type Accreditation = {
  selfCheck: { accredited: boolean; basis: 'net-worth' | 'income' | null };
  latest: { id: number; status: ReviewStatus; reason: string | null; createdAt: string; verificationType?: string } | null;
};

export type KycParty = Record<string, unknown> & {
  id: number;
  status: ReviewStatus;
  reason?: string | null;
  providerErrors: string[];
  providerWarnings: string[];
};

export type KycDocument = { id: number; documentType: string; fileId?: string; originalName?: string | null; createdAt: string };

export type NotificationItem = {
  id: number;
  type: string;
  text: string;
  thumbnail: string | null;
  link: string | null;
  read: boolean;
  createdAt: string;
};

export type ActivityItem = { id: number; type: string; text: string; createdAt: string; ip?: string | null };

export type InboxItem = { id: number; subject: string; template: string; createdAt: string };
export type InboxMessage = InboxItem & { text: string; html: string };
