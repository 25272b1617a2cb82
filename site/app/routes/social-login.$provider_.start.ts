import { type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { AFTER_LOGIN } from '~/lib/account-paths';
import { apiRequest, dataOf, isOk } from '~/lib/api.server';
import { requestLanguage } from '~/lib/language.server';
import { isSocialProvider } from '~/lib/login.server';
import { safeRedirect } from '~/lib/safe-redirect';
import { commitSession, getSession, redirectWithToast } from '~/lib/session.server';

/**
 * A social-login button: the API stores state and PKCE and names the provider's address; the
 * browser goes there, and comes back to /social-login/:provider (or /linkedin). Where to land
 * afterwards waits in the session.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  if (!isSocialProvider(params.provider)) throw new Response(null, { status: 404 });
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get('redirectTo'), AFTER_LOGIN);
  const res = await apiRequest(context, {
    path: `/users/social-login/${params.provider}/start?redirectTo=${encodeURIComponent(redirectTo)}`,
    lang: requestLanguage(request),
  });
  const session = await getSession(request, context);
  if (!isOk(res)) {
    const message = (res.json as { message?: unknown } | null)?.message;
    return redirectWithToast(
      request,
      context,
      '/login',
      typeof message === 'string' ? { type: 'error', text: message } : { type: 'error', key: 'account.social.failed' },
      session,
    );
  }
  session.set('afterLogin', redirectTo);
  const { authorizationUrl } = dataOf<{ authorizationUrl: string }>(res);
  if (!/^https?:\/\//.test(authorizationUrl)) throw new Response(null, { status: 502 });
  return redirect(authorizationUrl, { headers: { 'set-cookie': await commitSession(session, context) } });
}
