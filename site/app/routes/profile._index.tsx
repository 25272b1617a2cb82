import type { LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import { ProfileView, PROFILE_VIEW_MESSAGES } from '~/components/profile/ProfileView';
import { NETWORK_PARAM } from '~/lib/account/network';
import { loadProfilePage } from '~/lib/account/profile.server';
import { siteMeta } from '~/lib/meta';
import { withAccountMessages } from '~/lib/page-messages.server';
import { usePageMessages } from '~/lib/use-page-messages';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'account.profile.title' });

/** /profile: the signed-in user's own public page, with links to edit it. */
async function pageLoader({ request, context }: LoaderFunctionArgs) {
  return loadProfilePage(request, context, null);
}

export const loader = async (args: LoaderFunctionArgs) => withAccountMessages(args.request, await pageLoader(args), PROFILE_VIEW_MESSAGES);

export default function OwnProfile() {
  const { profile, followers, following, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  return <ProfileView profile={profile} followers={followers} following={following} params={NETWORK_PARAM} />;
}
