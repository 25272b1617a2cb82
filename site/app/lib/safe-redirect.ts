/**
 * Only same-site relative paths may be redirect targets ("/dashboard?tab=1"); anything else
 * ("//evil.test", "https://...", "/\\evil") falls back, so a link cannot bounce users off-site.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.startsWith('/\\')) return fallback;
  // Control characters (a tab or newline inside "/\t/evil") can turn into "//evil" in a browser.
  if ([...to].some((c) => c.charCodeAt(0) < 0x20)) return fallback;
  return to;
}
