import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import { ProfileInvesting, PROFILE_INVESTING_MESSAGES } from '~/components/campaign-investors/ProfileInvesting';
import { ProfileView, PROFILE_VIEW_MESSAGES } from '~/components/profile/ProfileView';
import { NETWORK_PARAM } from '~/lib/account/network';
import { followAction, loadProfilePage } from '~/lib/account/profile.server';
import { loadProfileInvesting } from '~/lib/campaign-investors/api.server';
import { siteMeta } from '~/lib/meta';
import { usePageMessages } from '~/lib/use-page-messages';
import { withAccountMessages } from '~/lib/page-messages.server';
import { PAGINATION_MESSAGES } from '~/components/settings/Pagination';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  siteMeta(matches, data ? { title: `${data.profile.firstName} ${data.profile.lastName}`, description: data.profile.description } : {});

/** /profile/:slug: anyone's public profile (404 for an unknown slug), their public campaigns and, if they allow it, investments. */
async function pageLoader({ request, context, params }: LoaderFunctionArgs) {
  const page = await loadProfilePage(request, context, params.slug ?? '');
  return { ...page, investing: await loadProfileInvesting(request, context, page.profile.id) };
}

export const loader = async (args: LoaderFunctionArgs) =>
  withAccountMessages(args.request, await pageLoader(args), PROFILE_VIEW_MESSAGES, PROFILE_INVESTING_MESSAGES, PAGINATION_MESSAGES);

/** Follow / unfollow; visitors are sent to login and back here by the guard. */
export async function action({ request, context }: ActionFunctionArgs) {
  return followAction(request, context);
}

export default function PublicProfilePage() {
  const { profile, followers, following, investing, signedIn, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  usePageMessages(investing.messages);
  return (
    <>
      <ProfileView profile={profile} followers={followers} following={following} params={NETWORK_PARAM} />
      <ProfileInvesting campaigns={investing.campaigns} investments={investing.investments} lang={investing.lang} signedIn={signedIn} />
    </>
  );
}
