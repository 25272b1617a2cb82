import { type ActionFunctionArgs, redirect } from '@remix-run/node';
import { apiRequest, dataOf, failureOf, isOk } from '~/lib/api.server';
import { loadViewer } from '~/lib/auth.server';
import { requestLanguage } from '~/lib/language.server';

/** What the preview panel gets: the sanitised HTML, or the API's message (already in the visitor's language). */
export type PitchPreview = { html: string; error?: undefined } | { html?: undefined; error: string };

const headers = { 'cache-control': 'no-store' };

/**
 * The wizard's pitch preview: the API renders the Markdown with the campaign page's own sanitiser,
 * so the parser never reaches a page bundle and the preview is what investors will see.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const viewer = await loadViewer(request, context);
  const form = await request.formData();
  const campaignId = Number(form.get('campaignId'));
  if (!viewer.token || !Number.isInteger(campaignId) || campaignId < 1)
    return Response.json({ error: '' } satisfies PitchPreview, { status: 400, headers });
  const res = await apiRequest(context, {
    method: 'POST',
    path: `/campaigns/equities/${campaignId}/pitch-preview`,
    lang: requestLanguage(request),
    token: viewer.token,
    body: { pitch: String(form.get('pitch') ?? '') },
  });
  if (isOk(res)) return Response.json({ html: dataOf<{ html: string }>(res).html } satisfies PitchPreview, { headers });
  const failure = failureOf(res);
  const error = failure.fieldErrors.pitch?.[0] ?? failure.message;
  return Response.json({ error } satisfies PitchPreview, { status: res.status >= 500 ? 502 : res.status, headers });
}

/** Nothing to show at this address. */
export const loader = () => redirect('/');
