/**
 * The shapes the owner pages read from the API: the domain's response schemas as they arrive over
 * JSON (dates as ISO strings, see docs/decisions/008-shapes-in-domain.md).
 */
import type {
  accessRequestOut,
  campaignOut,
  campaignSettingsOut,
  commentOut,
  commentThreadOut,
  currencyOptionOut,
  currencyOut,
  documentOut,
  documentViewOut,
  faqOut,
  faqTemplateOut,
  followerOut,
  imageOut,
  leadInvestorOut,
  linkOut,
  lookupOut,
  ownerCardOut,
  payoutOut,
  personOut,
  propertyOut,
  teamMemberOut,
  updateOut,
  videoOut,
  WireOf,
} from '@cf/domain';

export type { Checklist } from '@cf/domain/campaign-checklist';
export type { Paged } from '@cf/domain';

export type Currency = WireOf<typeof currencyOut>;
export type CurrencyOption = WireOf<typeof currencyOptionOut>;
export type Lookup = WireOf<typeof lookupOut>;
export type Property = WireOf<typeof propertyOut>;
export type Payout = WireOf<typeof payoutOut>;

/** GET /campaigns/equities/:id: the whole campaign for the wizard and the dashboard. */
export type Campaign = WireOf<typeof campaignOut>;
/** GET /campaigns/equities: the owner's cards. */
export type OwnerCard = WireOf<typeof ownerCardOut>;

export type TeamMember = WireOf<typeof teamMemberOut>;
export type LeadInvestor = WireOf<typeof leadInvestorOut>;
export type Faq = WireOf<typeof faqOut>;
export type FaqTemplate = WireOf<typeof faqTemplateOut>;
export type CampaignUpdate = WireOf<typeof updateOut>;
export type GalleryImage = WireOf<typeof imageOut>;
export type ExtraVideo = WireOf<typeof videoOut>;
export type ExtraLink = WireOf<typeof linkOut>;
export type CampaignDocument = WireOf<typeof documentOut>;

export type Person = WireOf<typeof personOut>;
export type Comment = WireOf<typeof commentOut>;
export type CommentThread = WireOf<typeof commentThreadOut>;
export type Follower = WireOf<typeof followerOut>;
export type AccessRequest = WireOf<typeof accessRequestOut>;
export type DocumentView = WireOf<typeof documentViewOut>;

/** GET /admin/campaign-setting/front: the bounds of spec §5 rules. */
export type CampaignSettings = WireOf<typeof campaignSettingsOut>;
