import { type ActionFunctionArgs, redirect } from '@remix-run/node';
import { apiRequest } from '~/lib/api.server';
import { requestLanguage } from '~/lib/language.server';
import { safeRedirect } from '~/lib/safe-redirect';
import { getSession, redirectWithSession, redirectWithToast, signOut, tokenOf } from '~/lib/session.server';

/** Logging out is a POST (a link or an image cannot sign anyone out); a GET just goes home. */
export const loader = () => redirect('/');

/**
 * Signs out. The session countdown posts `reason=expired` when the time is up (spec §4): the
 * visitor then lands on the login page with the "session expired" notice instead of the home page,
 * and signing in again leads back to where they were.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const session = await getSession(request, context);
  const token = tokenOf(session);
  const form = await request.formData();
  const expired = form.get('reason') === 'expired';
  // Revoke the token on the API first, so a copy of the cookie is worthless too.
  if (token) await apiRequest(context, { method: 'POST', path: '/users/logout', lang: requestLanguage(request), token });
  signOut(session);
  if (expired) {
    session.flash('notice', 'expired');
    // Signing in again leads back to the page the visitor was on.
    const back = safeRedirect(form.get('redirectTo'), '');
    return redirectWithSession(back ? `/login?redirectTo=${encodeURIComponent(back)}` : '/login', session, context);
  }
  return redirectWithToast(request, context, '/', { type: 'info', key: 'site.login.loggedOut' }, session);
}
