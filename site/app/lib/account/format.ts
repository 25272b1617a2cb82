/**
 * Dates of the account pages in the page's language and the site's time zone (spec §9 "Date and
 * time follow the site timezone setting"). The zone is fixed, so the server and the browser print
 * the same text and hydration agrees.
 */
export function formatDateTime(iso: string, lang: string, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso));
  }
}

export function formatDate(iso: string, lang: string, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
  }
}
