import type { AppLoadContext } from '@remix-run/node';
import { apiRequest, isOk } from '../api.server';
import type { CampaignCard } from './types';

/** How many saved campaigns a page can mark as saved at once (the API's largest page). */
const SAVED_MARKS = 100;

/**
 * The ids of the campaigns the signed-in visitor saved (their latest 100), so that list pages can
 * show each card's save toggle: the card lists themselves are the same for everyone and cached.
 */
export async function savedIds(context: AppLoadContext, lang: string, token: string): Promise<number[]> {
  const res = await apiRequest(context, { path: `/saved-campaigns?limit=${SAVED_MARKS}`, lang, token });
  if (!isOk(res)) return [];
  return (res.json as { data: { data: CampaignCard[] } }).data.data.map((c) => c.id);
}

/**
 * Slug → id of the campaigns this server rendered recently. The discussion tab lists comments
 * by campaign id, but its address names the slug: a tab opened after the page (a client
 * navigation that does not reload the campaign) finds the id here instead of asking the API
 * again. Bounded, and short-lived so a renamed slug cannot point elsewhere for long.
 */
const ID_TTL_MS = 10 * 60 * 1000;
const ID_MAX = 2_000;
const ids = new Map<string, { id: number; until: number }>();

export function rememberCampaignId(slug: string, id: number) {
  ids.delete(slug);
  ids.set(slug, { id, until: Date.now() + ID_TTL_MS });
  if (ids.size > ID_MAX) ids.delete(ids.keys().next().value!);
}

export function knownCampaignId(slug: string): number | null {
  const hit = ids.get(slug);
  if (!hit) return null;
  if (hit.until < Date.now()) {
    ids.delete(slug);
    return null;
  }
  return hit.id;
}
