import type { LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import { SocialLoginFailed, SOCIAL_LOGIN_FAILED_MESSAGES } from '~/components/auth/SocialLoginFailed';
import { isSocialProvider } from '~/lib/login.server';
import { siteMeta } from '~/lib/meta';
import { completeSocialLogin } from '~/lib/social-login.server';
import { accountMessages } from '~/lib/page-messages.server';
import { usePageMessages } from '~/lib/use-page-messages';
import { requestLanguage } from '~/lib/language.server';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'account.social.title' });

/** The providers' return address (/social-login/google, /social-login/facebook...). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  if (!isSocialProvider(params.provider)) throw new Response(null, { status: 404 });
  const outcome = await completeSocialLogin(request, context, params.provider);
  if (outcome instanceof Response) throw outcome;
  return { ...outcome, messages: accountMessages(requestLanguage(request), SOCIAL_LOGIN_FAILED_MESSAGES) };
}

export default function SocialLoginCallback() {
  const { message, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  return <SocialLoginFailed message={message} />;
}
