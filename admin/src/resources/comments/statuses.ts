import { COMMENT_DECISIONS } from '@cf/domain';

/** Comment states (db campaign_comments.status): new ones wait for moderation. */
export const COMMENT_STATUSES = ['pending', ...COMMENT_DECISIONS] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

export const POST_TYPES = ['comment', 'reply'] as const;
