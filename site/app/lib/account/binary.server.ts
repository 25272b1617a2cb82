import type { AppLoadContext } from '@remix-run/node';

/** Headers of a private file that may reach the browser; nothing else of the API's answer does. */
const PASSED = ['content-type', 'content-length', 'content-disposition', 'last-modified', 'etag'];

/**
 * Reads a private file from the API with the visitor's token and hands the bytes on, never the
 * token. The answer is `private, no-store`: a shared cache must not keep someone's document.
 * In process (context.api) the bytes come as `rawBody`; under `remix vite:dev` over HTTP.
 */
export async function apiFile(
  request: Request,
  context: AppLoadContext,
  call: { path: string; lang: string; token: string },
): Promise<{ status: number; body: BodyInit | null; headers: Headers }> {
  const path = `/api/v1${call.path}${call.path.includes('?') ? '&' : '?'}language=${encodeURIComponent(call.lang)}`;
  const auth = { authorization: `Bearer ${call.token}`, 'accept-language': call.lang };
  if (typeof context.api === 'function') {
    const res = await context.api({ method: 'GET', path, headers: auth });
    if (res.status !== 200) return { status: res.status, body: null, headers: new Headers() };
    return { status: 200, body: res.rawBody as unknown as BodyInit, headers: pick(new Headers(res.headers)) };
  }
  const base = process.env.API_URL ?? context.publicUrl ?? new URL(request.url).origin;
  const res = await fetch(new URL(path, base), { headers: auth, redirect: 'error' });
  if (res.status !== 200) {
    await res.body?.cancel();
    return { status: res.status, body: null, headers: new Headers() };
  }
  return { status: 200, body: res.body, headers: pick(res.headers) };
}

/** Types a browser may show in place; anything else is downloaded, never rendered as a page of the site. */
const INLINE = /^(application\/pdf|image\/(png|jpeg|gif|webp))(;|$)/i;

function pick(from: Headers): Headers {
  const headers = new Headers();
  for (const name of PASSED) {
    const value = from.get(name);
    if (value) headers.set(name, value);
  }
  if (!INLINE.test(headers.get('content-type') ?? '')) headers.set('content-disposition', 'attachment');
  headers.set('cache-control', 'private, no-store');
  headers.set('x-content-type-options', 'nosniff');
  return headers;
}
