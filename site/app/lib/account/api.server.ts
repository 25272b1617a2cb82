import type { AppLoadContext } from '@remix-run/node';
import type { Me } from '../api-types';
import { type ApiCall, type ApiResponse, apiRequest, dataOf, isOk } from '../api.server';
import { requireUser } from '../auth.server';
import { requestLanguage } from '../language.server';
import type { Paged } from './types';

export type AccountApi = {
  user: Me;
  lang: string;
  /** GET a signed-in read: the data, or null on 404; anything else but success is thrown. */
  get<T>(path: string): Promise<T | null>;
  /** GET a list: its items with `total`, `page`, `limit` (and `unreadCount` for notifications). */
  list<T>(path: string): Promise<Paged<T> & { unreadCount?: number }>;
  /** A change (JSON body); the caller maps a refusal onto its form. */
  send(method: NonNullable<ApiCall['method']>, path: string, body?: unknown): Promise<ApiResponse>;
  /** A multipart upload (the form's files and fields, as the browser sent them). */
  upload(path: string, formData: FormData, method?: 'POST' | 'PATCH'): Promise<ApiResponse>;
};

/**
 * The API as the signed-in visitor: the guard runs first (visitors go to login and back), then
 * every call carries the session's token, which never leaves the server.
 */
export async function accountApi(request: Request, context: AppLoadContext): Promise<AccountApi> {
  const { user, token } = await requireUser(request, context);
  const lang = requestLanguage(request);
  return {
    user,
    lang,
    async get<T>(path: string) {
      const res = await apiRequest(context, { path, lang, token });
      if (res.status === 404) return null;
      if (!isOk(res)) throw new Response(null, { status: res.status >= 500 ? 502 : res.status });
      return dataOf<T>(res);
    },
    list: (path) => listOf(context, { path, lang, token }),
    send: (method, path, body) => apiRequest(context, { method, path, lang, token, body }),
    upload: (path, formData, method = 'POST') => apiUpload(context, { path, lang, token, formData, method }),
  };
}

async function listOf<T>(
  context: AppLoadContext,
  call: { path: string; lang: string; token: string },
): Promise<Paged<T> & { unreadCount?: number }> {
  const res = await apiRequest(context, call);
  if (!isOk(res)) throw new Response(null, { status: res.status >= 500 ? 502 : res.status });
  const { data, ...rest } = (res.json as { data: { data: T[]; total: number; page: number; limit: number; unreadCount?: number } }).data;
  return { ...rest, items: data };
}

/**
 * Sends a multipart body to the API. In process the body is handed over as bytes with its
 * boundary; under `remix vite:dev` it goes over HTTP like any other call.
 */
async function apiUpload(
  context: AppLoadContext,
  call: { path: string; lang: string; token: string; formData: FormData; method: 'POST' | 'PATCH' },
): Promise<ApiResponse> {
  const path = `/api/v1${call.path}${call.path.includes('?') ? '&' : '?'}language=${encodeURIComponent(call.lang)}`;
  const encoded = new Request('http://site.invalid/', { method: 'POST', body: call.formData });
  const body = Buffer.from(await encoded.arrayBuffer());
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': call.lang,
    authorization: `Bearer ${call.token}`,
    'content-type': encoded.headers.get('content-type') ?? 'multipart/form-data',
  };
  let status: number;
  let text: string;
  if (typeof context.api === 'function') {
    const res = await context.api({ method: call.method, path, headers, body });
    status = res.status;
    text = res.body;
  } else {
    const res = await fetch((process.env.API_URL ?? 'http://localhost:3000') + path, { method: call.method, headers, body });
    status = res.status;
    text = await res.text();
  }
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  return { status, json };
}
