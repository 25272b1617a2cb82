/**
 * An address the owner typed, usable as a link only when it is http(s) or a path of this site: a
 * "javascript:" or "data:" address is shown as text, never followed.
 */
export function safeHref(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (/^https?:\/\/[^\s]+$/i.test(url)) return url;
  if (/^\/(?!\/)[^\s]*$/.test(url)) return url;
  return null;
}
