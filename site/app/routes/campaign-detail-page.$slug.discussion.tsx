import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { DiscussionPanel } from '~/components/discussion/DiscussionPanel';
import { discussionAction, loadDiscussion } from '~/lib/campaigns-public/tabs.server';
import { useCampaign } from '~/lib/campaigns-public/use-campaign';
import { withAccountMessages } from '~/lib/page-messages.server';
import { RECAPTCHA_MESSAGES } from '~/components/form/RecaptchaWidget';
import { PAGINATION_MESSAGES } from '~/components/settings/Pagination';
import { usePageMessages } from '~/lib/use-page-messages';

/** The discussion tab: comments load with the tab. */
export const loader = async ({ request, context, params }: LoaderFunctionArgs) =>
  withAccountMessages(request, await loadDiscussion(request, context, params.slug ?? ''), RECAPTCHA_MESSAGES, PAGINATION_MESSAGES);

/** Post a comment or a reply, or moderate one (plain forms: they work without scripts). */
export const action = ({ request, context }: ActionFunctionArgs) => discussionAction(request, context);

export default function CampaignDiscussionTab() {
  const { campaign, signedIn, lang, timezone } = useCampaign();
  const list = useLoaderData<typeof loader>();
  usePageMessages(list.messages);
  const answer = useActionData<typeof action>();
  return <DiscussionPanel campaign={campaign} list={list} answer={answer} signedIn={signedIn} lang={lang} timezone={timezone} />;
}
