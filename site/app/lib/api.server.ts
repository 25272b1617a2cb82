import type { AppLoadContext } from '@remix-run/node';
import { env } from './env.server';

/**
 * The site's one API client. Three kinds of call share one transport: JSON reads and changes
 * (`apiRequest`), multipart uploads (`apiUpload`) and file downloads (`apiFile`). In production
 * the Fastify server hands loaders `context.api`, which injects the request in process (no socket,
 * the visitor's address travels with it); under `remix vite:dev` there is no such context and the
 * same request goes over HTTP to API_URL.
 */

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export type ApiCall = {
  method?: Method;
  /** Path under /api/v1, e.g. "/site/shell". */
  path: string;
  lang: string;
  token?: string | null;
  body?: unknown;
  /** Extra request headers, such as a money call's Idempotency-Key. */
  headers?: Record<string, string>;
};

export type ApiResponse = {
  status: number;
  json: unknown;
  /** The API's Retry-After on a 429 (too many requests), handed on to the visitor. */
  retryAfter?: string;
};

/** The API's error envelope: the message and field errors are already in the caller's language. */
export type ApiFailure = { message: string; fieldErrors: Record<string, string[]>; showResendLink: boolean };

/** A file as the browser may get it: the bytes and a whitelist of headers, never the token. */
export type ApiFile = { status: number; body: BodyInit | null; headers: Headers };

/** One answer as it came back, whichever way it travelled. */
type Reply = { status: number; text(): Promise<string>; bytes(): BodyInit | null; headers(): Headers; discard(): Promise<void> };

type Wire = { method: Method; path: string; headers: Record<string, string>; body?: string | Buffer<ArrayBuffer> };

async function send(context: AppLoadContext, wire: Wire): Promise<Reply> {
  if (typeof context.api === 'function') {
    const res = await context.api(wire);
    return {
      status: res.status,
      text: async () => res.body,
      // rawBody keeps binary answers (PDFs, images) intact; body is the text view of JSON.
      bytes: () => res.rawBody as unknown as BodyInit,
      headers: () => new Headers(res.headers),
      discard: async () => {},
    };
  }
  // Redirects are not followed, as in process: an answer is the API's own.
  const res = await fetch(env().API_URL + wire.path, { method: wire.method, headers: wire.headers, body: wire.body, redirect: 'manual' });
  return {
    status: res.status,
    text: () => res.text(),
    bytes: () => res.body,
    headers: () => res.headers,
    discard: async () => {
      await res.body?.cancel();
    },
  };
}

/** The path on the wire: under /api/v1, with the language the API answers messages in. */
function wirePath(path: string, lang: string): string {
  return `/api/v1${path}${path.includes('?') ? '&' : '?'}language=${encodeURIComponent(lang)}`;
}

function baseHeaders(lang: string, token: string | null | undefined): Record<string, string> {
  const headers: Record<string, string> = { 'accept-language': lang };
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

async function jsonOf(reply: Reply): Promise<ApiResponse> {
  const text = await reply.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  const retryAfter = reply.status === 429 ? reply.headers().get('retry-after') : null;
  return retryAfter ? { status: reply.status, json, retryAfter } : { status: reply.status, json };
}

/** One JSON call: the status and the parsed body (null when there is none or it is not JSON). */
export async function apiRequest(context: AppLoadContext, call: ApiCall): Promise<ApiResponse> {
  const headers: Record<string, string> = { accept: 'application/json', ...call.headers, ...baseHeaders(call.lang, call.token) };
  const body = call.body === undefined ? undefined : JSON.stringify(call.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  return jsonOf(await send(context, { method: call.method ?? 'GET', path: wirePath(call.path, call.lang), headers, body }));
}

/**
 * A multipart upload (the form's files and fields, as the browser sent them). The body is encoded
 * here once, with its boundary, and handed over as bytes either way.
 */
export async function apiUpload(
  context: AppLoadContext,
  call: Omit<ApiCall, 'method' | 'body'> & { method?: 'POST' | 'PATCH'; formData: FormData },
): Promise<ApiResponse> {
  const encoded = new Request('http://site.invalid/', { method: 'POST', body: call.formData });
  // A Buffer, not a bare Uint8Array: in process, anything else but a string or Buffer is sent as JSON.
  const body = Buffer.from(await encoded.arrayBuffer());
  const headers = {
    accept: 'application/json',
    ...baseHeaders(call.lang, call.token),
    'content-type': encoded.headers.get('content-type') ?? 'multipart/form-data',
  };
  return jsonOf(await send(context, { method: call.method ?? 'POST', path: wirePath(call.path, call.lang), headers, body }));
}

/** Headers of a file that may reach the browser; nothing else of the API's answer does. */
const PASSED = ['content-type', 'content-length', 'content-disposition', 'last-modified', 'etag'];
/** Types a browser may show in place; anything else is downloaded, never rendered as a page of the site. */
const INLINE = /^(application\/pdf|image\/(png|jpeg|gif|webp))(;|$)/i;

/**
 * A file from the API (private ones with the visitor's token, which stays here), handed on as
 * bytes. The answer is `private, no-store`: a shared cache must not keep someone's document.
 * Anything but a 200 comes back as its status with no body.
 */
export async function apiFile(context: AppLoadContext, call: Omit<ApiCall, 'method'> & { method?: 'GET' | 'POST' }): Promise<ApiFile> {
  const headers = baseHeaders(call.lang, call.token);
  // A file made from a JSON body (a contract preview) is a POST.
  const body = call.body === undefined ? undefined : JSON.stringify(call.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const reply = await send(context, { method: call.method ?? 'GET', path: wirePath(call.path, call.lang), headers, body });
  if (reply.status !== 200) {
    await reply.discard();
    return { status: reply.status, body: null, headers: new Headers() };
  }
  return { status: 200, body: reply.bytes(), headers: passedHeaders(reply.headers()) };
}

function passedHeaders(from: Headers): Headers {
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

/** The inner `data.data` of a success envelope. */
export function dataOf<T>(res: ApiResponse): T {
  return (res.json as { data: { data: T } }).data.data;
}

export function isOk(res: ApiResponse): boolean {
  return res.status >= 200 && res.status < 300;
}

/** The envelope's message and field errors (empty where the answer has none). */
export function failureOf(res: ApiResponse): ApiFailure {
  const body = (res.json ?? {}) as { message?: unknown; errors?: unknown; showResendLink?: unknown };
  const fieldErrors: Record<string, string[]> = {};
  if (Array.isArray(body.errors)) {
    for (const e of body.errors as { field?: unknown; message?: unknown }[]) {
      if (typeof e.field !== 'string' || typeof e.message !== 'string') continue;
      (fieldErrors[e.field] ??= []).push(e.message);
    }
  }
  return {
    message: typeof body.message === 'string' ? body.message : '',
    fieldErrors,
    showResendLink: body.showResendLink === true,
  };
}

/**
 * The answer a page gives for a refusal it cannot show in a form: the API's own 4xx status (404
 * stays a 404 page; 429 keeps its Retry-After), and 502 for the API's faults, so the error
 * boundary shows the generic message.
 */
export function refusal(res: ApiResponse): Response {
  if (res.status === 429) return new Response(null, { status: 429, headers: { 'retry-after': res.retryAfter ?? '60' } });
  return new Response(null, { status: res.status >= 500 ? 502 : res.status });
}

/** The answer, thrown as `refusal` unless it is a success. */
export function okOrThrow(res: ApiResponse): ApiResponse {
  if (!isOk(res)) throw refusal(res);
  return res;
}

/** A read: the data, or null when the API says 404; any other refusal is thrown (see `refusal`). */
export async function apiGet<T>(context: AppLoadContext, call: Omit<ApiCall, 'method' | 'body'>): Promise<T | null> {
  const res = await apiRequest(context, { ...call, method: 'GET' });
  if (res.status === 404) return null;
  return dataOf<T>(okOrThrow(res));
}

/** A page of a list: the items with `total`, `page`, `limit` and whatever else the API adds beside them. */
export type ApiPage<T, Extra = object> = { items: T[]; total: number; page: number; limit: number } & Extra;

/** A list read (`data.data` with total, page, limit) as items; a refusal is thrown (see `refusal`). */
export async function apiList<T, Extra = object>(
  context: AppLoadContext,
  call: Omit<ApiCall, 'method' | 'body'>,
): Promise<ApiPage<T, Extra>> {
  const res = okOrThrow(await apiRequest(context, { ...call, method: 'GET' }));
  const { data, ...rest } = (res.json as { data: { data: T[]; total: number; page: number; limit: number } & Extra }).data;
  return { ...rest, items: data } as ApiPage<T, Extra>;
}
