import { Link, useLocation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { Captcha } from '~/lib/api-types';
import type { DiscussionAnswer } from '~/lib/campaigns-public/tabs.server';
import type { CampaignPageData, CommentThread, Paged } from '~/lib/campaigns-public/types';
import { summaryReset } from '../header/styles';
import { Pagination } from '../settings/Pagination';
import { EmptyNote, TabPanel } from '../campaign-page/TabPanel';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';

type Props = {
  campaign: CampaignPageData;
  list: Paged<CommentThread> & { captcha: Captcha | null; captchaOn: boolean };
  answer: DiscussionAnswer | undefined;
  signedIn: boolean;
  lang: string;
  timezone: string;
};

/**
 * The discussion tab (spec §4, §5): comments newest first with their replies; a comment or reply
 * is posted pending and its author is told it awaits approval; visitors are asked to log in.
 */
export function DiscussionPanel({ campaign, list, answer, signedIn, lang, timezone }: Props) {
  const { t } = useTranslation();
  const location = useLocation();
  const resultFor = (intent: 'comment' | 'reply', target: number | null) =>
    answer && answer.intent === intent && answer.target === target ? answer : undefined;
  const commentAnswer = resultFor('comment', null);
  const moderation = answer?.intent === 'moderate' ? answer : undefined;
  return (
    <TabPanel id="discussion" title={t('browse.tabs.discussion')}>
      {signedIn ? (
        <div className="rounded-lg border border-slate-200 bg-slate-50 p-5">
          <CommentForm
            campaignId={campaign.id}
            captcha={list.captcha}
            captchaOn={list.captchaOn}
            lastResult={commentAnswer?.result}
            notice={commentAnswer?.notice ?? null}
          />
        </div>
      ) : (
        <p className="rounded-lg border border-slate-200 bg-slate-50 p-5 text-slate-800">
          {t('browse.discussion.loginToComment')}{' '}
          <Link
            to={`/login?redirectTo=${encodeURIComponent(location.pathname + location.search)}`}
            className="font-semibold text-primary underline"
          >
            {t('browse.discussion.login')}
          </Link>
        </p>
      )}
      {moderation?.error ? (
        <p role="alert" className="mt-4 text-sm font-medium text-red-700">
          {moderation.error}
        </p>
      ) : null}
      <div className="mt-8">
        {list.items.length === 0 ? (
          <EmptyNote>{t('browse.discussion.empty')}</EmptyNote>
        ) : (
          <ol className="space-y-6">
            {list.items.map((thread) => {
              const replyAnswer = resultFor('reply', thread.id);
              return (
                <li key={thread.id} className="rounded-lg border border-slate-200 p-5">
                  <CommentItem comment={thread} lang={lang} timezone={timezone} canModerate={campaign.canManage} />
                  {thread.replies.length ? (
                    <ol className="mt-4 space-y-4 border-s-2 border-slate-200 ps-5">
                      {thread.replies.map((r) => (
                        <li key={r.id}>
                          <CommentItem comment={r} lang={lang} timezone={timezone} canModerate={campaign.canManage} />
                        </li>
                      ))}
                    </ol>
                  ) : null}
                  {signedIn && thread.status === 'approved' ? (
                    <details className="mt-4" open={Boolean(replyAnswer)}>
                      <summary className={`${summaryReset} inline-flex text-sm font-semibold text-primary hover:underline`}>
                        {t('browse.discussion.reply')}
                        <span className="sr-only"> {t('browse.discussion.toComment', { name: thread.author?.firstName ?? '' })}</span>
                      </summary>
                      <div className="mt-3">
                        <CommentForm
                          campaignId={campaign.id}
                          parentId={thread.id}
                          captcha={list.captcha}
                          captchaOn={list.captchaOn}
                          lastResult={replyAnswer?.result}
                          notice={replyAnswer?.notice ?? null}
                        />
                      </div>
                    </details>
                  ) : null}
                </li>
              );
            })}
          </ol>
        )}
        <Pagination page={list.page} limit={list.limit} total={list.total} />
      </div>
    </TabPanel>
  );
}
