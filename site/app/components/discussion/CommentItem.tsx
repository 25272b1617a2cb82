import { Form, Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { moment } from '~/lib/campaigns-public/format';
import type { CommentView } from '~/lib/campaigns-public/types';
import { Badge } from '../campaigns/Badge';

const moderateButton = 'rounded-md border px-3 py-1 text-xs font-semibold hover:bg-slate-100';

/**
 * One comment or reply: author, time, text; "from the company" on what the owner or a team member
 * wrote; "awaiting approval" on a pending one (shown to its author, the owner and staff only);
 * approve / decline / spam buttons for those who moderate.
 */
export function CommentItem({
  comment,
  lang,
  timezone,
  canModerate,
}: {
  comment: CommentView;
  lang: string;
  timezone: string;
  canModerate: boolean;
}) {
  const { t } = useTranslation();
  const name = comment.author ? `${comment.author.firstName} ${comment.author.lastName}` : t('browse.discussion.formerUser');
  return (
    <article aria-label={t('browse.discussion.by', { name })} className="space-y-2">
      <header className="flex flex-wrap items-center gap-2 text-sm">
        {comment.author ? (
          <Link to={`/profile/${encodeURIComponent(comment.author.slug)}`} className="font-semibold text-slate-900 hover:underline">
            <bdi>{name}</bdi>
          </Link>
        ) : (
          <bdi className="font-semibold text-slate-900">{name}</bdi>
        )}
        {comment.fromCompany ? <Badge tone="company">{t('browse.discussion.fromCompany')}</Badge> : null}
        {comment.status === 'pending' ? <Badge tone="pending">{t('browse.discussion.awaitingApproval')}</Badge> : null}
        <time dateTime={comment.createdAt} className="text-slate-600">
          {moment(comment.createdAt, lang, timezone)}
        </time>
      </header>
      <p dir="auto" className="whitespace-pre-line break-words text-slate-800">
        {comment.text}
      </p>
      {canModerate && comment.status === 'pending' ? (
        <Form method="post" className="flex flex-wrap gap-2" aria-label={t('browse.discussion.moderate', { name })}>
          <input type="hidden" name="intent" value="moderate" />
          <input type="hidden" name="commentId" value={comment.id} />
          <button type="submit" name="status" value="approved" className={`${moderateButton} border-emerald-700 text-emerald-900`}>
            {t('browse.discussion.approve')}
          </button>
          <button type="submit" name="status" value="declined" className={`${moderateButton} border-slate-400 text-slate-800`}>
            {t('browse.discussion.decline')}
          </button>
          <button type="submit" name="status" value="spam" className={`${moderateButton} border-red-700 text-red-800`}>
            {t('browse.discussion.spam')}
          </button>
        </Form>
      ) : null}
    </article>
  );
}
