import { type AppLoadContext, redirect } from '@remix-run/node';
import { apiRequest, dataOf, failureOf, isOk } from '../api.server';
import { loadViewer } from '../auth.server';
import { requestLanguage } from '../language.server';
import { safeRedirect } from '../safe-redirect';
import { redirectWithToast } from '../session.server';

export type SaveResult = { campaignId: number; saved: boolean | null; savedCount: number | null; error: string | null };

/**
 * Save or unsave a campaign (spec §6: signed-in users only). Visitors, and a session that ran out,
 * go to login and come back to the page they were on. A script-less form comes back to that page
 * too; the save toggle's fetcher (it sends js=1) gets the new state and count instead.
 */
export async function saveAction(request: Request, context: AppLoadContext): Promise<SaveResult | Response> {
  const form = await request.formData();
  const back = safeRedirect(form.get('redirectTo'), '/browse-companies');
  const viewer = await loadViewer(request, context);
  if (!viewer.token) throw redirect(`/login?redirectTo=${encodeURIComponent(back)}`);
  const lang = requestLanguage(request);
  const campaignId = Number(form.get('campaignId'));
  const intent = form.get('intent');
  if (!Number.isInteger(campaignId) || campaignId < 1 || (intent !== 'save' && intent !== 'unsave')) {
    return { campaignId: 0, saved: null, savedCount: null, error: null };
  }
  const res =
    intent === 'save'
      ? await apiRequest(context, { method: 'POST', path: '/saved-campaigns', lang, token: viewer.token, body: { campaignId } })
      : await apiRequest(context, { method: 'DELETE', path: `/saved-campaigns/${campaignId}`, lang, token: viewer.token });
  const scripted = form.get('js') === '1';
  if (isOk(res)) {
    if (!scripted) throw redirect(back);
    const { saved, savedCount } = dataOf<{ saved: boolean; savedCount: number }>(res);
    return { campaignId, saved, savedCount, error: null };
  }
  const message = failureOf(res).message;
  if (!scripted)
    throw await redirectWithToast(request, context, back, { type: 'error', text: message || undefined, key: 'errors.internal' });
  return { campaignId, saved: null, savedCount: null, error: message || null };
}
