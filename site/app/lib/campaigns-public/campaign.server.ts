import type { AppLoadContext } from '@remix-run/node';
import { apiGet, apiRequest, dataOf, isOk } from '../api.server';
import { loadViewer } from '../auth.server';
import { requestLanguage } from '../language.server';
import { pageMessages } from '../page-messages.server';
import { oncePerRequest } from '../request-memo.server';
import { loadShell } from '../shell.server';
import { rememberCampaignId } from './api.server';
import type { CampaignPageData } from './types';

/**
 * What the page offers about investing (spec §4, §6): the invest button while the campaign is
 * open (accredited-only ones to accredited investors), the closed banner once it has ended, a way
 * to the dashboard for those who manage it.
 */
export type InvestState = 'invest' | 'accreditation-needed' | 'closed' | 'manage' | 'unavailable';

/** ?preview=1 lets the owner (or staff) see their campaign before it is public. */
export const previewOf = (request: Request) => (new URL(request.url).searchParams.get('preview') === '1' ? '1' : '');

/**
 * The campaign page answer, once per request: the page's loader and a tab's loader (the
 * discussion needs the campaign's id) share it when both run for one document.
 */
export function fetchCampaign(request: Request, context: AppLoadContext, slug: string): Promise<CampaignPageData | null> {
  const preview = previewOf(request);
  return oncePerRequest(context, `campaign|${slug}|${preview}`, async () => {
    const [viewer, lang] = [await loadViewer(request, context), requestLanguage(request)];
    const query = preview && viewer.token ? '?preview=1' : '';
    const campaign = await apiGet<CampaignPageData>(context, {
      path: `/campaigns/equities/front/${encodeURIComponent(slug)}${query}`,
      lang,
      token: viewer.token,
    });
    if (campaign) rememberCampaignId(slug, campaign.id);
    return campaign;
  });
}

/** Verified accreditation (staff approved the request), for accredited-only campaigns (spec §6). */
async function isAccredited(context: AppLoadContext, lang: string, token: string): Promise<boolean> {
  const res = await apiRequest(context, { path: '/accreditation', lang, token });
  if (!isOk(res)) return false;
  return dataOf<{ latest: { status: string } | null }>(res).latest?.status === 'approved';
}

async function investState(context: AppLoadContext, lang: string, token: string | null, c: CampaignPageData): Promise<InvestState> {
  if (c.canManage) return 'manage';
  if (c.closed) return 'closed';
  if (!c.openForInvestment) return 'unavailable';
  // Visitors see the button (the invest page asks them to log in); a signed-in investor who is
  // not accredited is told how to become so instead. Only this case costs a second call.
  if (c.accreditedOnly && token && !(await isAccredited(context, lang, token))) return 'accreditation-needed';
  return 'invest';
}

/** The shell's captcha flags include the comments form's (settings: captcha). */
export async function commentsCaptchaOn(request: Request, context: AppLoadContext, lang: string): Promise<boolean> {
  const shell = await loadShell(request, context, lang);
  return shell.captcha.comments;
}

/** /campaign-detail-page/:slug and its tabs: the campaign (one call), the invest state, texts. */
export async function loadCampaignPage(request: Request, context: AppLoadContext, slug: string) {
  const lang = requestLanguage(request);
  const [viewer, campaign, shell] = await Promise.all([
    loadViewer(request, context),
    fetchCampaign(request, context, slug),
    loadShell(request, context, lang),
  ]);
  if (!campaign) throw new Response(null, { status: 404 });
  const settings = shell.settings as typeof shell.settings & { timezone?: string };
  return {
    campaign,
    invest: await investState(context, lang, viewer.token, campaign),
    lang,
    timezone: settings.timezone ?? 'UTC',
    signedIn: Boolean(viewer.user),
    preview: previewOf(request),
    messages: pageMessages(lang, { browse: true, settlement: ['banner'], repayments: ['campaignPage', 'frequencies'] }),
  };
}

export type CampaignPageLoaderData = Awaited<ReturnType<typeof loadCampaignPage>>;
