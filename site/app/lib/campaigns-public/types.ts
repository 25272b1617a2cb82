/**
 * The shapes the campaign pages read from the API: the domain's response schemas as they arrive
 * over JSON (dates as ISO strings, see docs/decisions/008-shapes-in-domain.md).
 */
import type {
  BrowseSort,
  campaignPageOut,
  cardOut,
  commentOut,
  commentThreadOut,
  InvestingType,
  pageDocumentOut,
  publicUpdateOut,
  WireOf,
} from '@cf/domain';

export type { AccessRequestStatus, CommentStatus, InvestingType, Paged } from '@cf/domain';

/** GET /campaigns/equities/front, /front/featured and /saved-campaigns. */
export type CampaignCard = WireOf<typeof cardOut>;
export type CampaignCurrency = CampaignCard['currency'];

/** GET /campaigns/equities/front/:slug. */
export type CampaignPageData = WireOf<typeof campaignPageOut>;
export type CampaignDocument = WireOf<typeof pageDocumentOut>;
export type CampaignUpdate = WireOf<typeof publicUpdateOut>;
export type CommentView = WireOf<typeof commentOut>;
export type CommentThread = WireOf<typeof commentThreadOut>;

/** What the browse pages keep in their address: search, filter, sort and how many pages are shown. */
export type BrowseState = { q: string; investingType: InvestingType | ''; sort: BrowseSort; page: number };
