import type { LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import { ProfileView } from '~/components/profile/ProfileView';
import { NETWORK_PARAM } from '~/lib/account/network';
import { loadProfilePage } from '~/lib/account/profile.server';
import { siteMeta } from '~/lib/meta';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'account.profile.title' });

/** /profile: the signed-in user's own public page, with links to edit it. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadProfilePage(request, context, null);
}

export default function OwnProfile() {
  const { profile, followers, following } = useLoaderData<typeof loader>();
  return <ProfileView profile={profile} followers={followers} following={following} params={NETWORK_PARAM} />;
}
