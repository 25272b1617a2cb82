import type { CommentModeration } from '../../providers/dataProvider';

const RESULT: Record<CommentModeration, string> = { approve: 'approved', decline: 'declined', spam: 'spam' };

/** The moderation decisions that change something: every one but the comment's current state. */
export function moderationActions(status: unknown): CommentModeration[] {
  if (typeof status !== 'string') return [];
  return (Object.keys(RESULT) as CommentModeration[]).filter((action) => RESULT[action] !== status);
}
