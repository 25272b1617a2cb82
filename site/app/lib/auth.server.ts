import { type AppLoadContext, redirect } from '@remix-run/node';
import type { Me } from './api-types';
import { apiRequest, dataOf, isOk, refusal } from './api.server';
import { requestLanguage } from './language.server';
import { oncePerRequest } from './request-memo.server';
import { commitSession, getSession, isExpired, type SiteSession, signOut, tokenOf } from './session.server';

export type Viewer = {
  user: Me | null;
  token: string | null;
  session: SiteSession;
  /** The session held a token the API no longer accepts (or it expired): the cookie must be rewritten. */
  dropped: boolean;
  /** The token was dropped because its time was up (spec §4: signed out, with a notice). */
  expired: boolean;
};

/** The signed-in user (GET /users/me), once per render; a refused or expired token signs the visitor out. */
export function loadViewer(request: Request, context: AppLoadContext): Promise<Viewer> {
  return oncePerRequest(context, 'viewer', async () => {
    const session = await getSession(request, context);
    const token = tokenOf(session);
    if (!token) {
      const stale = Boolean(session.get('token'));
      const expired = isExpired(session);
      if (stale) signOut(session);
      return { user: null, token: null, session, dropped: stale, expired };
    }
    const res = await apiRequest(context, { path: '/users/me', lang: requestLanguage(request), token });
    if (res.status === 401) {
      signOut(session);
      return { user: null, token: null, session, dropped: true, expired: false };
    }
    // Too many requests reaches the visitor as such (with Retry-After); anything else is the API failing.
    if (res.status === 429) throw refusal(res);
    if (!isOk(res)) throw new Response(null, { status: 502 });
    return { user: dataOf<Me>(res), token, session, dropped: false, expired: false };
  });
}

/**
 * Guard for signed-in pages (spec §2 "Access guard"): without a user, go to login and remember
 * where we were going. An expired session lands there with the "session expired" notice.
 */
export async function requireUser(request: Request, context: AppLoadContext): Promise<Viewer & { user: Me; token: string }> {
  const viewer = await loadViewer(request, context);
  if (!viewer.user || !viewer.token) {
    const url = new URL(request.url);
    if (viewer.expired) viewer.session.flash('notice', 'expired');
    // A refused token is forgotten on the way out, so the login page starts clean.
    const headers = viewer.dropped ? { 'set-cookie': await commitSession(viewer.session, context) } : undefined;
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`, { headers });
  }
  return viewer as Viewer & { user: Me; token: string };
}
