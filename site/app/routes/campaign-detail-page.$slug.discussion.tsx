import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { DiscussionPanel } from '~/components/discussion/DiscussionPanel';
import { discussionAction, loadDiscussion } from '~/lib/campaigns-public/tabs.server';
import { useCampaign } from '~/lib/campaigns-public/use-campaign';

/** The discussion tab: comments load with the tab. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => loadDiscussion(request, context, params.slug ?? '');

/** Post a comment or a reply, or moderate one (plain forms: they work without scripts). */
export const action = ({ request, context }: ActionFunctionArgs) => discussionAction(request, context);

export default function CampaignDiscussionTab() {
  const { campaign, signedIn, lang, timezone } = useCampaign();
  const list = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return <DiscussionPanel campaign={campaign} list={list} answer={answer} signedIn={signedIn} lang={lang} timezone={timezone} />;
}
