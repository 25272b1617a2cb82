import type { LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useLoaderData } from '@remix-run/react';
import { SocialLoginFailed, SOCIAL_LOGIN_FAILED_MESSAGES } from '~/components/auth/SocialLoginFailed';
import { siteMeta } from '~/lib/meta';
import { completeSocialLogin } from '~/lib/social-login.server';
import { accountMessages } from '~/lib/page-messages.server';
import { usePageMessages } from '~/lib/use-page-messages';
import { requestLanguage } from '~/lib/language.server';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'account.social.title' });

/** LinkedIn's return address of the spec (§2 "/linkedin"); the same as /social-login/linkedin. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const outcome = await completeSocialLogin(request, context, 'linkedin');
  if (outcome instanceof Response) throw outcome;
  return { ...outcome, messages: accountMessages(requestLanguage(request), SOCIAL_LOGIN_FAILED_MESSAGES) };
}

export default function LinkedInCallback() {
  const { message, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  return <SocialLoginFailed message={message} />;
}
