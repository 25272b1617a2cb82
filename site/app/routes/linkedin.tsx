import type { LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import { SocialLoginFailed } from '~/components/auth/SocialLoginFailed';
import { siteMeta } from '~/lib/meta';
import { completeSocialLogin } from '~/lib/social-login.server';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'account.social.title' });

/** LinkedIn's return address of the spec (§2 "/linkedin"); the same as /social-login/linkedin. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const outcome = await completeSocialLogin(request, context, 'linkedin');
  if (outcome instanceof Response) throw outcome;
  return outcome;
}

export default function LinkedInCallback() {
  const { message } = useLoaderData<typeof loader>();
  return <SocialLoginFailed message={message} />;
}
