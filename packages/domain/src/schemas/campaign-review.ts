// Issue 4, the public and staff sides of campaigns: browsing, discussion, documents, saving and
// the console's decisions. The owner's wizard schemas are in ./campaigns.ts.
import { PUBLIC_STATUSES } from '../campaign-status';
import { BROWSE_QUERY_MAX, BROWSE_SORTS, LIMITS, PAGE_SIZE } from '../constants';
import { z } from '../zod-setup';
import { FAQ_TEMPLATE_INVESTING_TYPES, INVESTING_TYPES } from './campaign-fields';
import { captchaAnswer, emptyToNull, requiredText, sortOrder, stripBidiControls } from './common';
import { STAFF_REASON_MAX, STAFF_REASON_MIN } from './notifications';
import { ACCESS_DECISIONS, COMMENT_DECISIONS, POST_TYPES } from './vocabularies';

export { COMMENT_DECISIONS };

// Zod-free (constants.ts), so the browse page's script does not carry the validation library.
export { BROWSE_QUERY_MAX, BROWSE_SORTS, type BrowseSort } from '../constants';
/** Spec §9: the text limit of comments and replies. */
export const COMMENT_TEXT_MAX = LIMITS.contactTextMax;
/** Featured campaigns on the home page. */
export const FEATURED_CAMPAIGNS_MAX = 6;

const positiveId = z.coerce.number().int().min(1).max(2_147_483_647);

/** GET /campaigns/equities/front: 9 a page, active (2) by default, successful with status=4. */
export const browseQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(LIMITS.maxListLimit).default(PAGE_SIZE.frontCampaigns),
  q: z.string().trim().max(BROWSE_QUERY_MAX).optional(),
  investingType: z.enum(INVESTING_TYPES).optional(),
  categoryId: positiveId.optional(),
  sort: z.enum(BROWSE_SORTS).default('newest'),
  status: z.coerce
    .number()
    .int()
    .refine((s) => (PUBLIC_STATUSES as readonly number[]).includes(s), 'validation.invalidOption')
    .default(2),
});
export type BrowseQuery = z.infer<typeof browseQuery>;

/** POST /saved-campaigns. */
export const saveCampaignInput = z.object({ campaignId: positiveId });

/** POST /campaigns/equity/comments: a comment, or a reply to an approved comment. */
export const commentInput = z
  .object({
    campaignId: positiveId,
    // Shown to others: bidirectional overrides are dropped so a comment cannot reorder what follows it.
    text: z.string().overwrite(stripBidiControls).trim().min(1, 'validation.required').max(COMMENT_TEXT_MAX, 'validation.tooLong'),
    postType: z.enum(POST_TYPES).default('comment'),
    parentId: emptyToNull(positiveId),
  })
  .extend(captchaAnswer.shape)
  .refine((c) => c.postType === 'comment' || c.parentId !== null, { path: ['parentId'], message: 'validation.required' });
export type CommentInput = z.infer<typeof commentInput>;

/** PATCH /campaigns/equity/comments/:id (owner or staff). */
export const commentModerationInput = z.object({ status: z.enum(COMMENT_DECISIONS) });

/** GET /campaigns/equity/comments?campaignId=. */
export const commentsQuery = z.object({ campaignId: positiveId });

/** POST /campaigns/:id/access-requests: ask the owner for the private documents. */
export const accessRequestInput = z.object({ message: emptyToNull(z.string().trim().max(500)) });
/** PATCH /campaigns/:id/access-requests/:requestId (owner). */
export const accessDecisionInput = z.object({ status: z.enum(ACCESS_DECISIONS) });

const staffReason = z.string().trim().min(STAFF_REASON_MIN).max(STAFF_REASON_MAX);

/** Console: decline, hide or inactivate a campaign; the reason reaches the owner. */
export const campaignReasonInput = z.object({ reason: staffReason });
/** Console: approve or reactivate; a note is optional. */
export const campaignNoteInput = z.object({ reason: emptyToNull(staffReason) });
/** Console: show a campaign among the home page's featured ones, or not. */
export const campaignFeatureInput = z.object({ featured: z.boolean() });

/** Console: a question every campaign (of a type) must or may answer. */
export const campaignFaqTemplateInput = z.object({
  question: requiredText(300),
  isRequired: z.boolean().default(false),
  investingType: z.enum(FAQ_TEMPLATE_INVESTING_TYPES).default('all'),
  active: z.boolean().default(true),
  sortOrder,
});
export type CampaignFaqTemplateInput = z.infer<typeof campaignFaqTemplateInput>;
