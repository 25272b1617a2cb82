import { PAGE_SIZE } from '@cf/domain/constants';
import type { AppLoadContext } from '@remix-run/node';
import { apiRequest, dataOf, failureOf, isOk } from '../api.server';
import { loadViewer, requireUser } from '../auth.server';
import { requestLanguage } from '../language.server';
import { NETWORK_PARAM, type NetworkType } from './network';
import type { NetworkUser, Paged, PublicProfile } from './types';
import { pageParam } from '../page-param';

const pageOf = (url: URL, name: string) => pageParam(url, { name, max: 99_999 });

async function network(context: AppLoadContext, lang: string, id: string, type: NetworkType, page: number): Promise<Paged<NetworkUser>> {
  const res = await apiRequest(context, { path: `/users/profile-network/${encodeURIComponent(id)}?type=${type}&page=${page}`, lang });
  if (!isOk(res)) return { items: [], total: 0, page, limit: PAGE_SIZE.profileNetwork };
  const body = (res.json as { data: { data: NetworkUser[]; total: number; page: number; limit: number } }).data;
  return { items: body.data, total: body.total, page: body.page, limit: body.limit };
}

/**
 * A profile page: the public profile (with the visitor's token, so "following" is known) and one
 * page of each network list (spec §9: 6 a page). `own` pages require a signed-in user.
 */
export async function loadProfilePage(request: Request, context: AppLoadContext, slug: string | null) {
  const lang = requestLanguage(request);
  const viewer = slug === null ? await requireUser(request, context) : await loadViewer(request, context);
  const wanted = slug ?? viewer.user!.slug;
  const res = await apiRequest(context, { path: `/users/profile/${encodeURIComponent(wanted)}`, lang, token: viewer.token });
  if (res.status === 404) throw new Response(null, { status: 404 });
  if (!isOk(res)) throw new Response(null, { status: 502 });
  const profile = dataOf<PublicProfile>(res);
  const url = new URL(request.url);
  const [followers, following] = await Promise.all([
    network(context, lang, profile.id, 'followers', pageOf(url, NETWORK_PARAM.followers)),
    network(context, lang, profile.id, 'following', pageOf(url, NETWORK_PARAM.following)),
  ]);
  return { profile, followers, following, signedIn: Boolean(viewer.user) };
}

/** Follow or unfollow (spec §6: needs a login; the guard sends visitors to login and back). */
export async function followAction(request: Request, context: AppLoadContext) {
  const { token } = await requireUser(request, context);
  const lang = requestLanguage(request);
  const form = await request.formData();
  const userId = String(form.get('userId') ?? '');
  const intent = form.get('intent');
  if (!/^[0-9a-f-]{36}$/i.test(userId) || (intent !== 'follow' && intent !== 'unfollow')) return { error: null, following: null };
  const res =
    intent === 'follow'
      ? await apiRequest(context, { method: 'POST', path: `/follow/${userId}`, lang, token })
      : await apiRequest(context, { method: 'DELETE', path: `/unfollow/${userId}`, lang, token });
  if (isOk(res)) return { error: null, following: dataOf<{ following: boolean; followers: number }>(res).following };
  return { error: failureOf(res).message || null, following: null };
}
