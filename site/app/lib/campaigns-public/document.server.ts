import type { AppLoadContext } from '@remix-run/node';

/** Headers of a document that may reach the browser; nothing else of the API's answer does. */
const PASSED = ['content-type', 'content-length', 'content-disposition', 'last-modified', 'etag'];
/** Types a browser may show in place; anything else is downloaded, never rendered as a page of the site. */
const INLINE = /^(application\/pdf|image\/(png|jpeg|gif|webp))(;|$)/i;

/**
 * A campaign document from the API, with the viewer's token when there is one (public documents
 * need none; private ones need the owner's grant), handed on as bytes; the token stays here.
 */
export async function campaignDocument(
  request: Request,
  context: AppLoadContext,
  call: { campaignId: number; documentId: number; lang: string; token: string | null },
): Promise<{ status: number; body: BodyInit | null; headers: Headers }> {
  const path = `/api/v1/campaigns/${call.campaignId}/documents/${call.documentId}?language=${encodeURIComponent(call.lang)}`;
  const headers: Record<string, string> = { 'accept-language': call.lang };
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  if (typeof context.api === 'function') {
    const res = await context.api({ method: 'GET', path, headers });
    if (res.status !== 200) return { status: res.status, body: null, headers: new Headers() };
    return { status: 200, body: res.rawBody as unknown as BodyInit, headers: pick(new Headers(res.headers)) };
  }
  const base = process.env.API_URL ?? context.publicUrl ?? new URL(request.url).origin;
  const res = await fetch(new URL(path, base), { headers, redirect: 'error' });
  if (res.status !== 200) {
    await res.body?.cancel();
    return { status: res.status, body: null, headers: new Headers() };
  }
  return { status: 200, body: res.body, headers: pick(res.headers) };
}

function pick(from: Headers): Headers {
  const headers = new Headers();
  for (const name of PASSED) {
    const value = from.get(name);
    if (value) headers.set(name, value);
  }
  if (!INLINE.test(headers.get('content-type') ?? '')) headers.set('content-disposition', 'attachment');
  // A private document must not sit in a shared cache; public ones are cheap to fetch again.
  headers.set('cache-control', 'private, no-store');
  headers.set('x-content-type-options', 'nosniff');
  return headers;
}
