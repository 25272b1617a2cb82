import type { AppLoadContext } from '@remix-run/node';
import { apiGet, apiList } from '../api.server';
import { loadViewer } from '../auth.server';
import { knownCampaignId } from '../campaigns-public/api.server';
import { fetchCampaign } from '../campaigns-public/campaign.server';
import type { CampaignCard } from '../campaigns-public/types';
import { requestLanguage } from '../language.server';
import type { OwnerApi } from '../campaigns-owner/api.server';
import { pageMessages } from '../page-messages.server';
import { pageParam } from '../page-param';
import { PROFILE_PARAMS } from './params';
import { OWNER_STATUSES, type OwnerStatusFilter } from './statuses';
import type { CampaignMoney, InvestmentActivity, OwnerInvestment, ProfileInvestment, PublicInvestor } from './types';

const ACTIVITY_SIZE = 5;

/** The latest paid investments: across public campaigns (home) or in one. An extra: never fails the page. */
export function loadActivity(context: AppLoadContext, lang: string, campaignId?: number, token?: string | null) {
  const query = `limit=${ACTIVITY_SIZE}${campaignId ? `&campaignId=${campaignId}` : ''}`;
  return apiGet<InvestmentActivity[]>(context, {
    path: `/process-investment/get-latest-investment-activity/front?${query}`,
    lang,
    token: token ?? undefined,
  })
    .then((items) => items ?? [])
    .catch(() => [] as InvestmentActivity[]);
}

/** The campaign page's investors tab: its investors (10 a page) and its latest investments, side by side. */
export async function loadInvestorsTab(request: Request, context: AppLoadContext, slug: string) {
  const lang = requestLanguage(request);
  const viewer = await loadViewer(request, context);
  const id = knownCampaignId(slug) ?? (await fetchCampaign(request, context, slug))?.id;
  if (!id) throw new Response(null, { status: 404 });
  const [investors, activity] = await Promise.all([
    apiList<PublicInvestor>(context, {
      path: `/process-investment/campaign-investors?campaignId=${id}&page=${pageParam(request.url)}`,
      lang,
      token: viewer.token,
    }),
    loadActivity(context, lang, id, viewer.token),
  ]);
  return { investors, activity };
}

/** /profile/:slug: the person's public campaigns and, if they allow it, their investments (9 a page each). */
export async function loadProfileInvesting(request: Request, context: AppLoadContext, userId: string) {
  const lang = requestLanguage(request);
  const page = (name: string) => pageParam(request.url, { name });
  const [campaigns, investments] = await Promise.all([
    apiList<CampaignCard>(context, { path: `/users/get-user-campaigns/${userId}?page=${page(PROFILE_PARAMS.campaigns)}`, lang }),
    apiList<ProfileInvestment>(context, { path: `/users/get-user-investments/${userId}?page=${page(PROFILE_PARAMS.investments)}`, lang }),
  ]);
  return { campaigns, investments, lang, messages: pageMessages(lang, { browse: ['card', 'investingType'] }) };
}

/** The owner dashboard's investments tab: every investment, 10 a page, optionally of one status. */
export async function loadOwnerInvestments(api: OwnerApi, campaignId: number) {
  const url = new URL(api.request.url);
  const wanted = url.searchParams.get('status');
  const status = (OWNER_STATUSES as readonly string[]).includes(wanted ?? '') ? (wanted as OwnerStatusFilter) : null;
  const query = `campaignId=${campaignId}&page=${pageParam(api.request.url, { max: 99_999 })}${status ? `&status=${status}` : ''}`;
  const list = await api.list<OwnerInvestment>(`/process-investment/campaign-investments?${query}`);
  return { list, status, messages: ownerMoneyMessages(api.lang) };
}

/** The owner dashboard's overview: money per payment route and the bank transfers awaiting confirmation. */
export async function loadOwnerMoney(api: OwnerApi, campaignId: number) {
  const money = await api.get<CampaignMoney>(`/process-investment/campaign-money?campaignId=${campaignId}`);
  return { money, messages: ownerMoneyMessages(api.lang) };
}

/** The owner pages ship the wizard's texts; these pages add the investor list's. */
const ownerMoneyMessages = (lang: string) => pageMessages(lang, { browse: ['campaignInvestors'] });
