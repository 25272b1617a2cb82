import { numberFormat } from '@cf/domain/number-format';
import { formatCalendarDay, formatInstant } from '@cf/domain/date-format';

/** Campaign amounts as text (titles, sentences): the site's one amount text; in markup use <Money>. */
export { moneyText as money } from '~/components/money/money-text';

/** "68%" (or "٦٨٪"), whole percent for progress; `digits` for terms such as an equity share. */
export function percent(value: number, lang: string, digits = 0): string {
  return numberFormat(safeLocale(lang), { style: 'percent', maximumFractionDigits: digits }).format(value / 100);
}

export function count(value: number, lang: string): string {
  return numberFormat(safeLocale(lang)).format(value);
}

/** A calendar date (YYYY-MM-DD) as the reader writes dates; it is a date, so no time zone moves it. */
export const calendarDate = (isoDay: string | null, lang: string): string => (isoDay ? formatCalendarDay(isoDay, lang, 'date') : '—');

/** A moment (comments, updates) in the site's time zone, the same on the server and in the browser. */
export const moment = (iso: string, lang: string, timeZone: string): string => formatInstant(iso, lang, timeZone, 'dateTime');

/** A content language staff added may be unknown to Intl: fall back to English digits. */
function safeLocale(lang: string): string {
  try {
    return Intl.NumberFormat.supportedLocalesOf([lang]).length ? lang : 'en';
  } catch {
    return 'en';
  }
}

/** The card's and page's name: the company's, else the campaign's, else its slug. */
export const campaignTitle = (c: { campaignName?: string | null; companyName: string | null; slug: string }) =>
  c.companyName || c.campaignName || c.slug;

/** The campaign page's heading: the campaign's name, else the company's, else its slug. */
export const pageTitle = (c: { slug: string; story: { campaignName: string | null }; company: { name: string | null } }) =>
  c.story.campaignName || c.company.name || c.slug;

/** Only web addresses become links: an owner's text never turns into a script URL. */
export const webUrl = (url: string | null | undefined): string | null => (url && /^https?:\/\//i.test(url.trim()) ? url.trim() : null);

/** A file size in the reader's units and digits ("1.2 MB", "350 kB"). */
export function fileSize(bytes: number | null, lang: string): string | null {
  if (bytes === null) return null;
  const mb = bytes >= 1024 * 1024;
  return numberFormat(safeLocale(lang), {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: mb ? 1 : 0,
  }).format(mb ? bytes / (1024 * 1024) : Math.max(1, bytes / 1024));
}
