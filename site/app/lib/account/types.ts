/**
 * The shapes the account pages read from the API (docs/api/accounts.md): the domain's response
 * schemas as they arrive over JSON (dates as ISO strings, see docs/decisions/008-shapes-in-domain.md).
 */
import type {
  accreditationStateOut,
  activityOut,
  emailPreferencesOut,
  inboxItemOut,
  inboxMessageOut,
  investorProfileOut,
  kycDocumentOut,
  kycPartyOut,
  linksOut,
  notificationOut,
  ownProfileOut,
  publicProfileOut,
  publicUserOut,
  WireOf,
} from '@cf/domain';

export type { Paged, ReviewStatus } from '@cf/domain';

/** GET /users/me/profile: the signed-in user's own profile, as the settings pages edit it. */
export type OwnProfile = WireOf<typeof ownProfileOut>;
export type ProfileLinks = WireOf<typeof linksOut>;
export type PublicProfile = WireOf<typeof publicProfileOut>;
export type NetworkUser = WireOf<typeof publicUserOut>;
export type EmailPreferences = WireOf<typeof emailPreferencesOut>;
export type InvestorProfile = WireOf<typeof investorProfileOut>;
/** What the settings page reads of GET /accreditation (it starts from an empty one without a profile). */
export type Accreditation = Pick<WireOf<typeof accreditationStateOut>, 'selfCheck' | 'latest'>;
/** The KYC form reads the party's fields by name, hence the index signature. */
export type KycParty = WireOf<typeof kycPartyOut> & Record<string, unknown>;
export type KycDocument = WireOf<typeof kycDocumentOut>;
export type NotificationItem = WireOf<typeof notificationOut>;
export type ActivityItem = WireOf<typeof activityOut>;
export type InboxItem = WireOf<typeof inboxItemOut>;
export type InboxMessage = WireOf<typeof inboxMessageOut>;
