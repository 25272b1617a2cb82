import { getT } from '@cf/i18n';
import type { AppLoadContext } from '@remix-run/node';
import { type AccountApi, accountApi } from '../account/api.server';
import { siteExtras } from '../account/site.server';
import { apiGet, type ApiResponse, failureOf } from '../api.server';
import { redirectWithToast } from '../session.server';
import type { Campaign, CampaignSettings, CurrencyOption, Lookup } from './types';

export type OwnerApi = AccountApi & { request: Request; context: AppLoadContext };

/** The API as the signed-in owner (visitors go to login and come back). */
export async function ownerApi(request: Request, context: AppLoadContext): Promise<OwnerApi> {
  return { ...(await accountApi(request, context)), request, context };
}

/** A campaign id from the path: digits only, else the page does not exist. */
export function campaignIdOf(raw: string | undefined): number {
  if (!raw || !/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > 2_147_483_647) throw new Response(null, { status: 404 });
  return Number(raw);
}

/**
 * The whole campaign, as its owner (or staff) sees it. The API answers 404 to anyone else, and so
 * does this page: another owner's campaign is not even confirmed to exist.
 */
export async function loadCampaign(api: OwnerApi, id: number): Promise<Campaign> {
  const campaign = await api.get<Campaign>(`/campaigns/equities/${id}`);
  if (!campaign) throw new Response(null, { status: 404 });
  return campaign;
}

export const LOOKUP_PATHS = {
  categories: '/admin/categories/front',
  industries: '/admin/manage-options/company-industry',
  stages: '/admin/manage-options/campaign-stage',
  rounds: '/admin/manage-options/investing-round',
  memberTypes: '/admin/manage-options/team-member-type',
  investorTypes: '/admin/manage-options/investor-type',
} as const;
export type LookupName = keyof typeof LOOKUP_PATHS;

/** Public lookup lists (cached by the API), only the ones a page names. */
export async function loadLookups<K extends LookupName>(context: AppLoadContext, lang: string, names: readonly K[]) {
  const lists = await Promise.all(names.map((name) => apiGet<Lookup[]>(context, { path: LOOKUP_PATHS[name], lang })));
  return Object.fromEntries(
    names.map((name, i) => [name, (lists[i] ?? []).map(({ id, slug, name: label }) => ({ id, slug, name: label }))]),
  ) as Record<K, Pick<Lookup, 'id' | 'slug' | 'name'>[]>;
}

export async function loadCurrencies(context: AppLoadContext, lang: string): Promise<CurrencyOption[]> {
  return (await apiGet<CurrencyOption[]>(context, { path: '/admin/currencies/front', lang })) ?? [];
}

export async function loadCampaignSettings(context: AppLoadContext, lang: string): Promise<CampaignSettings> {
  const settings = await apiGet<CampaignSettings>(context, { path: '/admin/campaign-setting/front', lang });
  if (!settings) throw new Response(null, { status: 502 });
  return settings;
}

/** Today (YYYY-MM-DD) and the time zone of the site (spec §9: dates follow the site's time zone). */
export async function siteCalendar(request: Request, context: AppLoadContext, lang: string) {
  const { timezone } = await siteExtras(request, context, lang);
  let today: string;
  try {
    today = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  } catch {
    today = new Date().toISOString().slice(0, 10);
  }
  return { timezone, today };
}

/** Back to a page with a toast already in the owner's language (the next page may not carry our texts). */
export function toastRedirect(
  api: OwnerApi,
  url: string,
  type: 'success' | 'error' | 'info',
  key: string,
  params?: Record<string, unknown>,
) {
  return redirectWithToast(api.request, api.context, url, { type, text: String(getT(api.lang)(key, params as Record<string, string>)) });
}

/** A refusal the page shows as a toast (actions without a form of their own: delete, resend...). */
export function failureRedirect(api: OwnerApi, url: string, res: ApiResponse, options: { preferMessage?: boolean } = {}) {
  const failure = failureOf(res);
  const first = Object.values(failure.fieldErrors)[0]?.[0];
  const text = (options.preferMessage ? failure.message || first : first || failure.message) || String(getT(api.lang)('errors.internal'));
  return redirectWithToast(api.request, api.context, url, { type: 'error', text });
}
