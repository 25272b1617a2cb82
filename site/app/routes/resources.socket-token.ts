import type { ActionFunctionArgs } from '@remix-run/node';
import { apiRequest, dataOf, isOk } from '~/lib/api.server';
import { loadViewer } from '~/lib/auth.server';
import { requestLanguage } from '~/lib/language.server';

const headers = { 'cache-control': 'no-store' };

/**
 * A fresh socket token (60 s, good only for the socket.io handshake) for the signed-in visitor,
 * minted with the session's API token, which itself never reaches the page. A POST: the site
 * refuses cross-site posts. Always 200, with null when nobody is signed in or the API has none,
 * so the browser's console stays clean and the socket simply does not connect.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = await loadViewer(request, context);
  if (!viewer.token) return Response.json({ socketToken: null }, { headers });
  const res = await apiRequest(context, {
    method: 'POST',
    path: '/users/socket-token',
    lang: requestLanguage(request),
    token: viewer.token,
  });
  if (!isOk(res)) return Response.json({ socketToken: null }, { headers });
  const { socketToken, expiresAt } = dataOf<{ socketToken: string; expiresAt: string }>(res);
  return Response.json({ socketToken, expiresAt }, { headers });
}
