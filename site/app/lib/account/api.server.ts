import type { AppLoadContext } from '@remix-run/node';
import type { Me } from '../api-types';
import { type ApiCall, type ApiPage, type ApiResponse, apiGet, apiList, apiRequest, apiUpload } from '../api.server';
import { requireUser } from '../auth.server';
import { requestLanguage } from '../language.server';

export type AccountApi = {
  user: Me;
  lang: string;
  /** GET a signed-in read: the data, or null on 404; anything else but success is thrown. */
  get<T>(path: string): Promise<T | null>;
  /** GET a list: its items with `total`, `page`, `limit` (and `unreadCount` for notifications). */
  list<T>(path: string): Promise<ApiPage<T, { unreadCount?: number }>>;
  /** A change (JSON body, extra headers such as an Idempotency-Key); the caller maps a refusal onto its form. */
  send(method: NonNullable<ApiCall['method']>, path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse>;
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
    get: (path) => apiGet(context, { path, lang, token }),
    list: (path) => apiList(context, { path, lang, token }),
    send: (method, path, body, headers) => apiRequest(context, { method, path, lang, token, body, headers }),
    upload: (path, formData, method = 'POST') => apiUpload(context, { path, lang, token, formData, method }),
  };
}
