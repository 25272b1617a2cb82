import { directionOf, getT } from '@cf/i18n';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The small page a file address answers when there is no such file for this visitor (resource
 * routes have no layout to render): the same text as the site's own "not found", never cached.
 */
export function notFoundPage(lang: string): Response {
  const t = getT(lang);
  const title = escapeHtml(String(t('site.notFoundTitle')));
  const html = `<!doctype html><html lang="${escapeHtml(lang)}" dir="${directionOf(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;text-align:center"><main><h1>${title}</h1><p>${escapeHtml(String(t('site.notFoundText')))}</p><p><a href="/">${escapeHtml(String(t('common.home')))}</a></p></main></body></html>`;
  return new Response(html, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' } });
}
