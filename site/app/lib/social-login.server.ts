import type { AppLoadContext } from '@remix-run/node';
import type { SocialProvider } from '@cf/domain/constants';
import { apiRequest, failureOf } from './api.server';
import { requestLanguage } from './language.server';
import { continueLogin, loginAnswerOf } from './login.server';
import { getSession } from './session.server';

/**
 * The provider sent the browser back with `code` and `state` (or with an `error`): the API checks
 * the state and PKCE it stored, signs the user in (creating or linking the account), and the
 * answer continues like any login (two-factor included). Returns the redirect, or what to show.
 */
export async function completeSocialLogin(
  request: Request,
  context: AppLoadContext,
  provider: SocialProvider,
): Promise<Response | { message: string | null }> {
  const url = new URL(request.url);
  const code = url.searchParams.get('code');
  const state = url.searchParams.get('state');
  // Refused or cancelled at the provider: nothing to send to the API.
  if (!code || !state) return { message: null };
  const lang = requestLanguage(request);
  const res = await apiRequest(context, { method: 'POST', path: '/users/social-login', lang, body: { provider, code, state } });
  const session = await getSession(request, context);
  const next = await continueLogin(loginAnswerOf(res), { session, context, redirectTo: session.get('afterLogin') });
  if (next) return next;
  if (res.status >= 500) throw new Response(null, { status: 502 });
  return { message: failureOf(res).message || null };
}
