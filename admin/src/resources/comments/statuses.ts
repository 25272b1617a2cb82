/** Comment states (db campaign_comments.status), from the domain: new ones wait for moderation. */
export { COMMENT_STATUSES, type CommentStatus, POST_TYPES } from '@cf/domain/schemas/vocabularies';
