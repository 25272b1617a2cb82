/**
 * The one place that decides how a date reads: the language's conventions, day first in all three
 * (English as in the UK: "26 Nov 2026"; French "26 nov. 2026"; Arabic "26 نوفمبر 2026"), Latin
 * digits as the money amounts use (currency-format), and the site's time zone. Server and browser
 * get the same text because the zone is fixed, never the reader's machine's.
 */

/** date: "26 November 2026"; dateTime: "26 Nov 2026, 14:05"; longDateTime: "26 November 2026 at 14:05" (documents); short: "26 Nov 2026"; dayMonth: "26 Nov"; month / monthLong: "Nov 26" / "November 2026". */
export type DateForm = 'date' | 'dateTime' | 'longDateTime' | 'short' | 'dayMonth' | 'month' | 'monthLong';

const OPTIONS: Record<DateForm, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'long' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  longDateTime: { dateStyle: 'long', timeStyle: 'short' },
  short: { dateStyle: 'medium' },
  dayMonth: { day: 'numeric', month: 'short' },
  month: { month: 'short', year: '2-digit' },
  monthLong: { month: 'long', year: 'numeric' },
};

/** The Intl locale of a site language: a region with day-first dates, Latin digits for Arabic. */
export function dateLocale(lang: string): string {
  const base = lang.toLowerCase().split(/[-_]/)[0] ?? 'en';
  if (base === 'en') return 'en-GB';
  if (base === 'fr') return 'fr-FR';
  if (base === 'ar') return 'ar-u-nu-latn';
  // A content language staff added: its own conventions when Intl knows it, else the UK's.
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([lang]).length ? lang : 'en-GB';
  } catch {
    return 'en-GB';
  }
}

/** Formats by locale, zone and form: building one costs far more than using it (a table formats dozens). */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: string, timeZone: string, form: DateForm): Intl.DateTimeFormat {
  const key = `${lang}|${timeZone}|${form}`;
  let format = formats.get(key);
  if (!format) {
    if (formats.size >= 128) formats.clear();
    try {
      format = new Intl.DateTimeFormat(dateLocale(lang), { ...OPTIONS[form], timeZone });
    } catch {
      // A zone Intl does not know (a typo in the settings) must not break a page: UTC.
      format = new Intl.DateTimeFormat(dateLocale(lang), { ...OPTIONS[form], timeZone: 'UTC' });
    }
    formats.set(key, format);
  }
  return format;
}

/** An instant (ISO text or Date) in the site's time zone; an unreadable value comes back as given. */
export function formatInstant(value: string | Date, lang: string, timeZone: string, form: DateForm = 'date'): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '—';
  return formatter(lang, timeZone, form).format(date);
}

/**
 * A calendar day ("2026-11-26", or the day part of an ISO text) as written, whatever the zone: it is
 * a date, not an instant, so it is read at noon UTC and printed in UTC. A month ("2026-11") reads its 15th.
 */
export function formatCalendarDay(day: string, lang: string, form: DateForm = 'date'): string {
  const text = /^\d{4}-\d{2}$/.test(day) ? `${day}-15` : day.slice(0, 10);
  const noon = new Date(`${text}T12:00:00Z`);
  return Number.isNaN(noon.getTime()) ? day : formatter(lang, 'UTC', form).format(noon);
}
