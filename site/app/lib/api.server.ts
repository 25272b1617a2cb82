import type { AppLoadContext } from '@remix-run/node';

export type ApiCall = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Path under /api/v1, e.g. "/site/shell". */
  path: string;
  lang: string;
  token?: string | null;
  body?: unknown;
};

export type ApiResponse = { status: number; json: unknown };

/** The API's error envelope: the message and field errors are already in the caller's language. */
export type ApiFailure = { message: string; fieldErrors: Record<string, string[]>; showResendLink: boolean };

/**
 * One call to the API. In production the Fastify server hands us `context.api`, which injects the
 * request in process (no socket, the visitor's address travels with it); under `remix vite:dev`
 * there is no such context and we use HTTP to API_URL.
 */
export async function apiRequest(context: AppLoadContext, call: ApiCall): Promise<ApiResponse> {
  const separator = call.path.includes('?') ? '&' : '?';
  const path = `/api/v1${call.path}${separator}language=${encodeURIComponent(call.lang)}`;
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': call.lang };
  if (call.token) headers.authorization = `Bearer ${call.token}`;
  const body = call.body === undefined ? undefined : JSON.stringify(call.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  const method = call.method ?? 'GET';

  let status: number;
  let text: string;
  if (typeof context.api === 'function') {
    const res = await context.api({ method, path, headers, body });
    status = res.status;
    text = res.body;
  } else {
    const res = await fetch((process.env.API_URL ?? 'http://localhost:3000') + path, { method, headers, body });
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

/** The inner `data.data` of a success envelope. */
export function dataOf<T>(res: ApiResponse): T {
  return (res.json as { data: { data: T } }).data.data;
}

export function isOk(res: ApiResponse): boolean {
  return res.status >= 200 && res.status < 300;
}

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
 * A public read: the data, or null when the API says 404. Anything else is a server fault and is
 * thrown so the error boundary shows the generic message.
 */
export async function apiGet<T>(context: AppLoadContext, call: Omit<ApiCall, 'method' | 'body'>): Promise<T | null> {
  const res = await apiRequest(context, { ...call, method: 'GET' });
  if (res.status === 404) return null;
  if (!isOk(res)) throw new Response(null, { status: res.status >= 500 ? 502 : res.status });
  return dataOf<T>(res);
}
