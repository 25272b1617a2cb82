import { COMMENT_DECISIONS, commentInput } from '@cf/domain/schemas/campaign-review';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { TabHeader } from '~/components/owner-dashboard/DashboardLayout';
import { Discussion } from '~/components/owner-dashboard/Discussion';
import { Pagination, PAGINATION_MESSAGES } from '~/components/settings/Pagination';
import { tabAction, tabLoader } from '~/lib/campaigns-owner/dashboard.server';
import { ownerForm, partId, quickAction, withItem } from '~/lib/campaigns-owner/form-actions.server';
import type { CommentThread } from '~/lib/campaigns-owner/types';
import { useDashboard } from '~/lib/campaigns-owner/use-dashboard';
import { useResults } from '~/lib/campaigns-owner/use-results';
import { pageParam } from '~/lib/page-param';
import { withAccountMessages } from '~/lib/page-messages.server';
import { usePageMessages } from '~/lib/use-page-messages';

async function pageLoader(args: LoaderFunctionArgs) {
  const { api, id } = await tabLoader(args);
  const page = pageParam(args.request.url, { max: 99_999 });
  return api.list<CommentThread>(`/campaigns/equity/comments?campaignId=${id}&page=${page}`);
}

export const loader = async (args: LoaderFunctionArgs) => withAccountMessages(args.request, await pageLoader(args), PAGINATION_MESSAGES);

/** Moderation (PATCH /campaigns/equity/comments/:id) and the owner's replies (shown at once, with the company badge). */
export async function action(args: ActionFunctionArgs) {
  const ctx = await tabAction(args, 'discussion');
  if (ctx.intent === 'moderate') {
    const status = String(ctx.formData.get('status') ?? '');
    if (!(COMMENT_DECISIONS as readonly string[]).includes(status)) throw new Response(null, { status: 400 });
    return quickAction(
      ctx,
      () => ctx.api.send('PATCH', `/campaigns/equity/comments/${partId(ctx.formData)}`, { status }),
      `wizard.discussion.done.${status}`,
    );
  }
  if (ctx.intent === 'reply') {
    const parentId = partId(ctx.formData);
    return withItem(
      await ownerForm(ctx, commentInput, (value) => ctx.api.send('POST', '/campaigns/equity/comments', value), {
        key: 'wizard.discussion.replied',
      }),
      parentId,
    );
  }
  throw new Response(null, { status: 400 });
}

export default function DiscussionTab() {
  const { t } = useTranslation();
  const { campaign, lang, timezone } = useDashboard();
  const list = useLoaderData<typeof loader>();
  usePageMessages(list.messages);
  return (
    <>
      <TabHeader title={t('wizard.dashboard.tabs.discussion')} intro={t('wizard.discussion.intro')} />
      <Discussion campaignId={campaign.id} threads={list.items} lang={lang} timezone={timezone} resultFor={useResults()} />
      <Pagination page={list.page} limit={list.limit} total={list.total} />
    </>
  );
}
