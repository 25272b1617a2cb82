import { parseTypedMajor } from '@cf/domain/money';
import { getT } from '@cf/i18n';
import type { AppLoadContext } from '@remix-run/node';
import { type AccountApi, accountApi } from '../account/api.server';
import { apiRequest, dataOf, failureOf, isOk } from '../api.server';
import { loadViewer } from '../auth.server';
import { requestLanguage } from '../language.server';
import { campaignIdOf } from '../campaigns-owner/api.server';
import { replyWithFailure } from '../form-reply.server';
import { pageMessages } from '../page-messages.server';
import { redirectWithToast } from '../session.server';
import { parseForm } from '../validation';
import { adHocForm, autoForm } from './forms';
import { schedulePathOf as schedulePath } from './paths';
import type { Schedule } from './types';

/** The repayment pages' texts (the console's, notifications' and e-mails' stay behind). */
export const repaymentMessages = (lang: string) =>
  pageMessages(lang, { repayments: ['kinds', 'statuses', 'routes', 'frequencies', 'failure', 'errors', 'page', 'payment', 'receipt'] });

/** The campaign's schedule for its owner, investors or staff (the API answers 404 to anyone else, and so does the page). */
export async function loadSchedule(api: AccountApi, campaignId: number): Promise<Schedule> {
  const schedule = await api.get<Schedule>(`/campaigns/equities/${campaignId}/get-repayment`);
  if (!schedule) throw new Response(null, { status: 404 });
  return schedule;
}

/**
 * The signed-in viewer's own repayments of a campaign, for the campaign page's panel: null for a
 * visitor or anyone who did not invest (the API's 404), so the panel stays hidden. Loaded with the
 * page rather than by a fetcher after hydration: no second round trip, and no client load for a
 * later action's revalidation to abort mid-answer.
 */
export async function loadMyRepayments(request: Request, context: AppLoadContext, campaignId: number): Promise<Schedule | null> {
  const viewer = await loadViewer(request, context);
  if (!viewer.token) return null;
  const res = await apiRequest(context, {
    path: `/campaigns/equities/${campaignId}/get-repayment`,
    lang: requestLanguage(request),
    token: viewer.token,
  });
  if (res.status !== 200) return null;
  const schedule = dataOf<Schedule>(res);
  return schedule.role === 'investor' ? schedule : null;
}

const toast = (request: Request, context: AppLoadContext, url: string, type: 'success' | 'error', text: string) =>
  redirectWithToast(request, context, url, { type, text });

/**
 * The repayment page's actions: make the schedule, add a distribution, turn automatic repayment on
 * or off. Each answers with the page again and a toast; a refused form keeps its errors.
 */
export async function scheduleAction(request: Request, context: AppLoadContext, rawId: string | undefined) {
  const api = await accountApi(request, context);
  const t = getT(api.lang);
  const campaignId = campaignIdOf(rawId);
  const back = schedulePath(campaignId);
  const formData = await request.formData();
  const intent = String(formData.get('intent') ?? '');
  const call = (body: object) => api.send('POST', `/campaigns/equities/${campaignId}/create-repayment`, body);
  if (intent === 'generate') {
    const res = await call({ type: 'schedule' });
    return isOk(res)
      ? toast(request, context, back, 'success', t('repayments.page.generated'))
      : toast(request, context, back, 'error', failureOf(res).message);
  }
  if (intent === 'auto') {
    const parsed = autoForm.safeParse(Object.fromEntries(formData));
    if (!parsed.success) throw new Response(null, { status: 400 });
    const res = await api.send('POST', `/campaigns/equities/${campaignId}/create-auto-repayment`, {
      enabled: parsed.data.enabled === 'on',
      route: parsed.data.route,
    });
    if (!isOk(res)) return toast(request, context, back, 'error', failureOf(res).message);
    return toast(request, context, back, 'success', t('repayments.page.autoSaved'));
  }
  const submission = parseForm(formData, adHocForm, t);
  if (submission.status !== 'success') return { result: submission.reply() };
  const schedule = await loadSchedule(api, campaignId);
  const amount = parseTypedMajor(submission.value.amount, schedule.campaign.currency.decimals);
  if (amount === null || amount < 1)
    return { result: submission.reply({ fieldErrors: { amount: [t('repayments.campaignPage.principalFormat')] } }) };
  const { kind, dueDate, description } = submission.value;
  const res = await call({ type: kind, amount, dueDate, ...(description ? { description } : {}) });
  if (!isOk(res)) return { result: replyWithFailure(submission, failureOf(res), []) };
  return toast(request, context, back, 'success', t('repayments.page.added'));
}
