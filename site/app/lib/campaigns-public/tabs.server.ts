import { commentInput } from '@cf/domain/schemas/campaign-review';
import { getT } from '@cf/i18n';
import type { AppLoadContext } from '@remix-run/node';
import { apiList, apiRequest, failureOf, isOk } from '../api.server';
import { loadViewer, requireUser } from '../auth.server';
import { loadCaptcha } from '../captcha.server';
import { replyWithFailure } from '../form-reply.server';
import { requestLanguage } from '../language.server';
import { parseForm } from '../validation';
import { knownCampaignId } from './api.server';
import { commentsCaptchaOn, fetchCampaign } from './campaign.server';
import type { CampaignUpdate, CommentThread } from './types';
import { pageParam } from '../page-param';

const pageOf = (request: Request) => pageParam(request.url);

const positiveId = (value: FormDataEntryValue | null) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
};

/** Updates are for signed-in users (spec §1): visitors are asked to log in, without asking the API. */
export async function loadUpdates(request: Request, context: AppLoadContext, slug: string) {
  const viewer = await loadViewer(request, context);
  if (!viewer.token) return { loginRequired: true as const, items: [] as CampaignUpdate[], total: 0, page: 1, limit: 10 };
  const query = `page=${pageOf(request)}`;
  const list = await apiList<CampaignUpdate>(context, {
    path: `/campaigns/equities/front/${encodeURIComponent(slug)}/updates?${query}`,
    lang: requestLanguage(request),
    token: viewer.token,
  });
  return { loginRequired: false as const, ...list };
}

/**
 * The discussion: approved comments and replies, plus the viewer's own pending ones (all pending
 * ones for the owner and staff). The comments are listed by campaign id; the page's answer (or a
 * recent one) gives it. A signed-in viewer gets a captcha when staff switched it on for comments.
 */
export async function loadDiscussion(request: Request, context: AppLoadContext, slug: string) {
  const lang = requestLanguage(request);
  const viewer = await loadViewer(request, context);
  const id = knownCampaignId(slug) ?? (await fetchCampaign(request, context, slug))?.id;
  if (!id) throw new Response(null, { status: 404 });
  const captchaOn = viewer.token ? await commentsCaptchaOn(request, context, lang) : false;
  const [list, captcha] = await Promise.all([
    apiList<CommentThread>(context, {
      path: `/campaigns/equity/comments?campaignId=${id}&page=${pageOf(request)}`,
      lang,
      token: viewer.token,
    }),
    loadCaptcha(context, lang, captchaOn),
  ]);
  return { ...list, captchaOn, captcha };
}

export type DiscussionAnswer = {
  intent: 'comment' | 'reply' | 'moderate';
  /** The comment a reply or a moderation was about (null for a new comment). */
  target: number | null;
  result?: ReturnType<typeof replyWithFailure>;
  /** The API's translated answer: "awaiting approval", "posted". */
  notice: string | null;
  error: string | null;
};

/**
 * Post a comment or a reply (pending until approved, spec §4), or moderate one (owner, staff).
 * Visitors are sent to login and back to the discussion.
 */
export async function discussionAction(request: Request, context: AppLoadContext): Promise<DiscussionAnswer> {
  const { token } = await requireUser(request, context);
  const lang = requestLanguage(request);
  const formData = await request.formData();
  const intent = formData.get('intent');

  if (intent === 'moderate') {
    const commentId = positiveId(formData.get('commentId'));
    const status = formData.get('status');
    if (!commentId || (status !== 'approved' && status !== 'declined' && status !== 'spam'))
      return { intent, target: commentId, notice: null, error: null };
    const res = await apiRequest(context, {
      method: 'PATCH',
      path: `/campaigns/equity/comments/${commentId}`,
      lang,
      token,
      body: { status },
    });
    return { intent, target: commentId, notice: null, error: isOk(res) ? null : failureOf(res).message || null };
  }

  const kind = intent === 'reply' ? 'reply' : 'comment';
  const target = kind === 'reply' ? positiveId(formData.get('parentId')) : null;
  const submission = parseForm(formData, commentInput, getT(lang));
  if (submission.status !== 'success') {
    return { intent: kind, target, result: submission.reply({ hideFields: ['captchaText'] }), notice: null, error: null };
  }
  const res = await apiRequest(context, { method: 'POST', path: '/campaigns/equity/comments', lang, token, body: submission.value });
  if (isOk(res)) {
    const message = (res.json as { message?: unknown }).message;
    return {
      intent: kind,
      target,
      result: submission.reply({ resetForm: true }),
      notice: typeof message === 'string' ? message : null,
      error: null,
    };
  }
  return { intent: kind, target, result: replyWithFailure(submission, failureOf(res)), notice: null, error: null };
}

/** Ask the owner for the private documents (one request per user; asking again changes nothing). */
export async function accessRequestAction(request: Request, context: AppLoadContext) {
  const { token } = await requireUser(request, context);
  const lang = requestLanguage(request);
  const formData = await request.formData();
  const campaignId = positiveId(formData.get('campaignId'));
  if (!campaignId) return { ok: false, error: null };
  const message = String(formData.get('message') ?? '')
    .trim()
    .slice(0, 500);
  const res = await apiRequest(context, {
    method: 'POST',
    path: `/campaigns/${campaignId}/access-requests`,
    lang,
    token,
    body: { message: message || null },
  });
  return { ok: isOk(res), error: isOk(res) ? null : failureOf(res).message || null };
}
