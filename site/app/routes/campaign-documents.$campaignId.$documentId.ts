import { directionOf, getT } from '@cf/i18n';
import { type LoaderFunctionArgs, redirect } from '@remix-run/node';
import { loadViewer } from '~/lib/auth.server';
import { campaignDocument } from '~/lib/campaigns-public/document.server';
import { requestLanguage } from '~/lib/language.server';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const idOf = (value: string | undefined) => (value && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null);

/**
 * A campaign document streamed from the API: public ones to anyone; private ones with the
 * visitor's token (the API allows the owner, staff and users whose access request was granted,
 * and records each view). A visitor asking for a private one is sent to log in first.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const lang = requestLanguage(request);
  const viewer = await loadViewer(request, context);
  const campaignId = idOf(params.campaignId);
  const documentId = idOf(params.documentId);
  const file =
    campaignId && documentId ? await campaignDocument(request, context, { campaignId, documentId, lang, token: viewer.token }) : null;
  if (file && file.status === 200) return new Response(file.body, { status: 200, headers: file.headers });
  if (file && file.status >= 500) throw new Response(null, { status: 502 });
  if (file && !viewer.token) {
    const url = new URL(request.url);
    throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname)}`);
  }
  const t = getT(lang);
  const title = escapeHtml(String(t('site.notFoundTitle')));
  const html = `<!doctype html><html lang="${escapeHtml(lang)}" dir="${directionOf(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;text-align:center"><main><h1>${title}</h1><p>${escapeHtml(String(t('site.notFoundText')))}</p><p><a href="/">${escapeHtml(String(t('common.home')))}</a></p></main></body></html>`;
  return new Response(html, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' } });
}
