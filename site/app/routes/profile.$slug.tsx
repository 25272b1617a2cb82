import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import { ProfileView } from '~/components/profile/ProfileView';
import { NETWORK_PARAM } from '~/lib/account/network';
import { followAction, loadProfilePage } from '~/lib/account/profile.server';
import { siteMeta } from '~/lib/meta';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  siteMeta(matches, data ? { title: `${data.profile.firstName} ${data.profile.lastName}`, description: data.profile.description } : {});

/** /profile/:slug: anyone's public profile (404 for an unknown slug). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadProfilePage(request, context, params.slug ?? '');
}

/** Follow / unfollow; visitors are sent to login and back here by the guard. */
export async function action({ request, context }: ActionFunctionArgs) {
  return followAction(request, context);
}

export default function PublicProfilePage() {
  const { profile, followers, following } = useLoaderData<typeof loader>();
  return <ProfileView profile={profile} followers={followers} following={following} params={NETWORK_PARAM} />;
}
