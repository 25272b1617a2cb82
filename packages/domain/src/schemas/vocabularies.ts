/**
 * The status vocabularies of the platform, spelled once. The database columns take their types
 * from these tuples, the API's zod enums are made from them, the console's choices and the site's
 * badges list them. (The campaign's own vocabularies — investing type, campaign type,
 * accreditation, visibility — are in campaign-fields.ts; the campaign status machine in
 * campaign-status.ts.)
 */

/** Account states (users.status): inactive until the e-mailed link is followed. */
export const USER_STATUSES = ['inactive', 'active', 'suspended', 'deleted'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** KYC parties and accreditations: staff approve or decline what is under review. */
export const REVIEW_STATUSES = ['under-review', 'approved', 'declined'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** What an owner or staff may decide about a comment. */
export const COMMENT_DECISIONS = ['approved', 'declined', 'spam'] as const;
/** Comment states (campaign_comments.status): new ones wait for moderation. */
export const COMMENT_STATUSES = ['pending', ...COMMENT_DECISIONS] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];
export const POST_TYPES = ['comment', 'reply'] as const;
export type PostType = (typeof POST_TYPES)[number];

/** What an owner may decide about a request for the private documents. */
export const ACCESS_DECISIONS = ['granted', 'denied'] as const;
/** Requests for a campaign's private documents (campaign_access_requests.status). */
export const ACCESS_REQUEST_STATUSES = ['requested', ...ACCESS_DECISIONS] as const;
export type AccessRequestStatus = (typeof ACCESS_REQUEST_STATUSES)[number];

/** Account deletion requests: staff complete (erase) or reject them. */
export const DELETION_STATUSES = ['pending', 'completed', 'rejected'] as const;
export type DeletionStatus = (typeof DELETION_STATUSES)[number];

/** E-mails in the outbox: kept (embedded default), queued, sent or failed (SMTP). */
export const OUTBOX_STATUSES = ['queued', 'sent', 'failed', 'kept'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const ACCREDITATION_BASES = ['net-worth', 'income'] as const;
/** The accreditation verification types are ACCREDITATION_VERIFICATION_TYPES (identity.ts). */
export const KYC_PROVIDERS = ['sandbox', 'northkyc', 'shuftiprokyc'] as const;
export type KycProviderName = (typeof KYC_PROVIDERS)[number];

/** A language's writing direction. */
export const TEXT_DIRECTIONS = ['ltr', 'rtl'] as const;
export type TextDirection = (typeof TEXT_DIRECTIONS)[number];
/** A menu item links to an address of its own or to a content page; it opens here or in a new tab. */
export const MENU_LINK_TYPES = ['custom', 'page'] as const;
export type MenuLinkType = (typeof MENU_LINK_TYPES)[number];
export const LINK_TARGETS = ['_self', '_blank'] as const;
export type LinkTarget = (typeof LINK_TARGETS)[number];
/** The server-made text captcha, or Google's reCAPTCHA when staff give a key. */
export const CAPTCHA_PROVIDERS = ['svg', 'recaptcha'] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];
