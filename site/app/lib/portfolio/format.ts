import { numberFormat } from '@cf/domain/number-format';
import { formatCalendarDay, formatInstant } from '@cf/domain/date-format';

/**
 * A value set inside a sentence in its own direction (Unicode first-strong isolate): a Latin campaign
 * name or an amount in an Arabic sentence keeps its order, and the sentence keeps its own.
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;

/** The portfolio's name for the site's one amount text (components/money). */
export { moneyText as money } from '~/components/money/money-text';

/** A share in basis points (2500 → "25%"). */
export const bpsText = (bps: number, lang: string) =>
  numberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);

/** A percent as the API gives it (1.25 → "1.25%"), small stakes kept readable. */
export const percentText = (percent: number, lang: string) =>
  numberFormat(lang, { style: 'percent', maximumFractionDigits: 4 }).format(percent / 100);

/** A YYYY-MM month, short ("Nov 26") or long ("November 2026"), the same on server and browser. */
export const monthText = (month: string, lang: string, style: 'short' | 'long' = 'short') =>
  formatCalendarDay(month, lang, style === 'short' ? 'month' : 'monthLong');

/** A calendar day (YYYY-MM-DD) as written, whatever the zone. */
export const dayText = (day: string, lang: string) => formatCalendarDay(day, lang, 'short');

/** An instant's date in the site's zone. */
export const dateText = (iso: string, lang: string, timeZone: string) => formatInstant(iso, lang, timeZone, 'short');
