import { directionOf, getT } from '@cf/i18n';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { apiFile } from '~/lib/account/binary.server';
import { requireUser } from '~/lib/auth.server';
import { requestLanguage } from '~/lib/language.server';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A private file (KYC document, accreditation letter, contract) streamed from the API with the
 * visitor's token, which never reaches the browser. The API answers 404 to anyone but the owner
 * and staff; so do we, with a small page that says so.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await requireUser(request, context);
  const lang = requestLanguage(request);
  const id = params.id ?? '';
  const file = /^[0-9a-f-]{36}$/i.test(id) ? await apiFile(request, context, { path: `/files/${id}`, lang, token }) : null;
  if (file && file.status === 200) return new Response(file.body, { status: 200, headers: file.headers });
  if (file && file.status >= 500) throw new Response(null, { status: 502 });
  const t = getT(lang);
  const title = escapeHtml(String(t('site.notFoundTitle')));
  const html = `<!doctype html><html lang="${escapeHtml(lang)}" dir="${directionOf(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;text-align:center"><main><h1>${title}</h1><p>${escapeHtml(String(t('site.notFoundText')))}</p><p><a href="/">${escapeHtml(String(t('common.home')))}</a></p></main></body></html>`;
  return new Response(html, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' } });
}
