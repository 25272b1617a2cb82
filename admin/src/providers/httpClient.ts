import { fetchUtils, HttpError } from 'react-admin';
import { currentLocale } from '../i18n';

/** The console API: ra-data-simple-rest routes, staff actions and the session. */
export const API_URL = '/api/v1/console';

type ApiErrorBody = { status?: string; message?: string; errors?: { field: string; message: string }[] };

/**
 * The envelope's field errors ([{field, message}], already translated by the server) become the
 * shape react-admin's forms read on a failed save: body.errors = {field: message}. The form shows
 * each message under its input; root.serverError is the notification text.
 */
export function toFormError(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const body = (error.body ?? {}) as ApiErrorBody;
  if (!Array.isArray(body.errors) || body.errors.length === 0) {
    return new HttpError(error.message, error.status, { ...body, errors: undefined });
  }
  const fields: Record<string, string> = {};
  for (const { field, message } of body.errors) {
    if (field && !(field in fields)) fields[field] = message;
  }
  return new HttpError(error.message, error.status, { ...body, errors: { ...fields, root: { serverError: error.message } } });
}

/** fetchJson with the staff cookie (same origin only), the UI language and mapped errors. */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? {});
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  headers.set('Accept-Language', currentLocale());
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers, credentials: 'same-origin' });
  } catch (error) {
    throw toFormError(error);
  }
}
