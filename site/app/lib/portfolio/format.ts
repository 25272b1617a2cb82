/**
 * A value set inside a sentence in its own direction (Unicode first-strong isolate): a Latin campaign
 * name or an amount in an Arabic sentence keeps its order, and the sentence keeps its own.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;

/** The portfolio's name for the site's one amount text (components/money). */
export { moneyText as money } from '~/components/money/money-text';

/** A share in basis points (2500 → "25%"). */
export const bpsText = (bps: number, lang: string) =>
  new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);

/** A percent as the API gives it (1.25 → "1.25%"), small stakes kept readable. */
export const percentText = (percent: number, lang: string) =>
  new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 4 }).format(percent / 100);

/** A YYYY-MM month, short ("Mar 26"), the same on server and browser (UTC noon of its 15th). */
export const monthText = (month: string, lang: string, style: 'short' | 'long' = 'short') =>
  new Intl.DateTimeFormat(lang, { month: style, year: style === 'short' ? '2-digit' : 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T12:00:00Z`),
  );

/** A calendar day (YYYY-MM-DD) as written, whatever the zone. */
export const dayText = (day: string, lang: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

/** An instant's date in the site's zone. */
export const dateText = (iso: string, lang: string, timeZone: string) => {
  try {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone }).format(new Date(iso));
  } catch {
    return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
  }
};
