import { COMMENT_DECISIONS, COMMENT_TEXT_MAX, commentInput } from '@cf/domain/schemas/campaign-review';
import { type SubmissionResult, useForm } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '~/lib/account/format';
import type { Comment, CommentThread } from '~/lib/campaigns-owner/types';
import { parseForm } from '~/lib/validation';
import { TextArea } from '../wizard/fields';
import { ItemButton, PartForm } from '../wizard/StepForm';
import { EmptyState } from './DashboardLayout';
import { PersonRow } from './PersonRow';

type ResultFor = (intent: string, itemId?: number) => SubmissionResult<string[]> | undefined;

const STATUS_STYLE: Record<Comment['status'], string> = {
  pending: 'bg-amber-100 text-amber-950',
  approved: 'bg-emerald-100 text-emerald-950',
  declined: 'bg-slate-200 text-slate-900',
  spam: 'bg-red-100 text-red-950',
};

function ReplyForm({
  campaignId,
  parentId,
  lastResult,
}: {
  campaignId: number;
  parentId: number;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: `reply-${parentId}`,
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseForm(formData, commentInput, t),
  });
  return (
    <PartForm
      form={form}
      intent="reply"
      submit={t('wizard.discussion.reply')}
      hidden={{ campaignId, parentId, postType: 'reply', id: parentId }}
    >
      <TextArea meta={fields.text} label={t('wizard.discussion.replyLabel')} rows={2} maxLength={COMMENT_TEXT_MAX} />
    </PartForm>
  );
}

/** One comment: author, date, status and the moderation buttons for the statuses it is not in. */
function CommentBody({ comment, lang, timezone }: { comment: Comment; lang: string; timezone: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid="comment" data-status={comment.status}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PersonRow person={comment.author}>
          {formatDateTime(comment.createdAt, lang, timezone)}
          {comment.fromCompany ? ` · ${t('campaigns.discussion.fromCompany')}` : ''}
        </PersonRow>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[comment.status]}`}>
          {t(`wizard.discussion.statuses.${comment.status}`)}
        </span>
      </div>
      <p className="mt-2 whitespace-pre-line text-slate-800" id={`comment-${comment.id}`} dir="auto">
        {comment.text}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {COMMENT_DECISIONS.filter((s) => s !== comment.status).map((status) => (
          <ItemButton
            key={status}
            intent="moderate"
            id={comment.id}
            extra={{ status }}
            label={t(`wizard.discussion.actions.${status}`)}
            tone={status === 'approved' ? 'neutral' : 'danger'}
            describedBy={`comment-${comment.id}`}
          />
        ))}
      </div>
    </div>
  );
}

/** The discussion as the owner sees it (pending ones included): approve, decline or mark spam; reply. */
export function Discussion({
  campaignId,
  threads,
  lang,
  timezone,
  resultFor,
}: {
  campaignId: number;
  threads: CommentThread[];
  lang: string;
  timezone: string;
  resultFor: ResultFor;
}) {
  const { t } = useTranslation();
  if (threads.length === 0) return <EmptyState>{t('wizard.discussion.empty')}</EmptyState>;
  return (
    <ul className="space-y-5">
      {threads.map((thread) => (
        <li key={thread.id} className="rounded-lg border border-slate-200 p-5">
          <CommentBody comment={thread} lang={lang} timezone={timezone} />
          {thread.replies.length > 0 ? (
            <ul className="mt-4 space-y-4 border-s-2 border-slate-200 ps-4">
              {thread.replies.map((reply) => (
                <li key={reply.id}>
                  <CommentBody comment={reply} lang={lang} timezone={timezone} />
                </li>
              ))}
            </ul>
          ) : null}
          {thread.status === 'approved' ? (
            <details className="mt-4">
              <summary className="cursor-pointer text-sm font-medium text-primary">{t('wizard.discussion.reply')}</summary>
              <div className="mt-3">
                <ReplyForm campaignId={campaignId} parentId={thread.id} lastResult={resultFor('reply', thread.id)} />
              </div>
            </details>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
