import { API_URL } from './httpClient';

/**
 * A console API address from path segments, each escaped: ids come from records, and a slash or
 * "?" in one must never reach another route.
 */
export const consoleUrl = (...segments: (string | number)[]): string =>
  [API_URL, ...segments.map((segment) => encodeURIComponent(String(segment)))].join('/');

/** A staff action that is not CRUD: POST /<resource>/:id/<action>. */
export const actionUrl = (resource: string, id: string | number, action: string): string => consoleUrl(resource, id, action);
