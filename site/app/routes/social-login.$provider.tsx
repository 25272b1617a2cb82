import type { LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import { SocialLoginFailed } from '~/components/auth/SocialLoginFailed';
import { isSocialProvider } from '~/lib/login.server';
import { siteMeta } from '~/lib/meta';
import { completeSocialLogin } from '~/lib/social-login.server';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'account.social.title' });

/** The providers' return address (/social-login/google, /social-login/facebook...). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  if (!isSocialProvider(params.provider)) throw new Response(null, { status: 404 });
  const outcome = await completeSocialLogin(request, context, params.provider);
  if (outcome instanceof Response) throw outcome;
  return outcome;
}

export default function SocialLoginCallback() {
  const { message } = useLoaderData<typeof loader>();
  return <SocialLoginFailed message={message} />;
}
